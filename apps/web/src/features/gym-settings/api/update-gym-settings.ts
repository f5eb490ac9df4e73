import {
  type GymSettings,
  type GymSettingsResponse,
  gymSettingsResponseSchema,
} from '@levelup/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { gymSettingsKeys } from './get-gym-settings';

/**
 * PUT /api/gym/settings: replaces the gym's settings (its admins only; anyone else gets 403, an
 * impossible setting 400 with its issues). Answers what GET answers.
 */
export function updateGymSettings(
  settings: GymSettings,
  client: ApiClient = apiClient,
): Promise<GymSettingsResponse> {
  return client.put('/api/gym/settings', settings, { schema: gymSettingsResponseSchema });
}

/**
 * The save: the answer becomes the screen's data, and the signed-in trainer's `gymUnit` follows
 * the gym's, so every screen that shows loads in the gym's unit changes at once.
 */
export function useUpdateGymSettings() {
  const queryClient = useQueryClient();
  const { user, setUser } = useAuth();
  return useMutation({
    mutationFn: (settings: GymSettings) => updateGymSettings(settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(gymSettingsKeys.all, saved);
      if (user && user.gymUnit !== saved.settings.unit) {
        setUser({ ...user, gymUnit: saved.settings.unit });
      }
    },
  });
}
