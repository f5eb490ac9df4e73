import { type Exercise, type ExercisePayloadInput, exerciseSchema } from '@levelup/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { type IdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';

/**
 * POST /api/exercises: adds an exercise to the library (201), or 409 for a taken name; the same
 * key again answers the same.
 */
export function createExercise(
  payload: ExercisePayloadInput,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Exercise> {
  return client.post('/api/exercises', payload, { schema: exerciseSchema, idempotencyKey });
}

/** Every cached exercise list and name check ('exercises' keys) is stale once one is added. */
function createExerciseMutationOptions(onCreated: () => Promise<void>, keys: IdempotencyKeys) {
  return mutationOptions({
    mutationFn: (payload: ExercisePayloadInput) => createExercise(payload, keys.keyFor(payload)),
    onSuccess: () => {
      keys.forget();
      return onCreated();
    },
  });
}

export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation(
    createExerciseMutationOptions(
      () => queryClient.invalidateQueries({ queryKey: ['exercises'] }),
      useIdempotencyKeys(),
    ),
  );
}
