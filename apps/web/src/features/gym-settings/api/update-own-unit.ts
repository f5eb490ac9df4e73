import type { User, WeightUnit } from '@levelup/shared';
import { userSchema } from '@levelup/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';

/** PUT /api/users/{id} with the unit alone: the person's own unit, null to follow the gym's. */
export function updateOwnUnit(
  userId: string,
  unit: WeightUnit | null,
  client: ApiClient = apiClient,
): Promise<User> {
  return client.put(`/api/users/${userId}`, { unit }, { schema: userSchema });
}

/** Saves the signed-in person's unit; every screen shows loads in it at once. */
export function useUpdateOwnUnit() {
  const auth = useAuth();
  return useMutation({
    mutationFn: (unit: WeightUnit | null) => {
      if (!auth.user) throw new Error('signed out');
      return updateOwnUnit(auth.user.id, unit);
    },
    onSuccess: (user) => auth.setUser(user),
  });
}
