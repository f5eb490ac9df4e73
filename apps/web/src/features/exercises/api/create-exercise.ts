import { type Exercise, type ExercisePayloadInput, exerciseSchema } from '@levelup/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** POST /api/exercises: adds an exercise to the library (201), or 409 for a taken name. */
export function createExercise(
  payload: ExercisePayloadInput,
  client: ApiClient = apiClient,
): Promise<Exercise> {
  return client.post('/api/exercises', payload, { schema: exerciseSchema });
}

/** Every cached exercise list and name check ('exercises' keys) is stale once one is added. */
export function createExerciseMutationOptions(onCreated: () => Promise<void>) {
  return mutationOptions({
    mutationFn: (payload: ExercisePayloadInput) => createExercise(payload),
    onSuccess: onCreated,
  });
}

export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation(
    createExerciseMutationOptions(() => queryClient.invalidateQueries({ queryKey: ['exercises'] })),
  );
}
