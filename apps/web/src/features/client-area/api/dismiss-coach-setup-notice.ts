import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { type AuthContextValue, useAuth } from '@/lib/auth/auth-provider';

/** DELETE /api/users/{id}/coach-setup-notice: the client has read it (204). */
async function dismissCoachSetupNotice(
  userId: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.delete(`/api/users/${userId}/coach-setup-notice`);
}

/** Dismisses, then drops the notice from the signed-in user so the home stops showing it. */
function dismissCoachSetupNoticeMutationOptions(auth: Pick<AuthContextValue, 'setUser'>) {
  return mutationOptions({
    mutationFn: async (user: NonNullable<AuthContextValue['user']>) => {
      await dismissCoachSetupNotice(user.id);
      return user;
    },
    onSuccess: (user) => auth.setUser({ ...user, coachSetupNotice: false }),
  });
}

export function useDismissCoachSetupNotice() {
  return useMutation(dismissCoachSetupNoticeMutationOptions(useAuth()));
}
