import { type ProfileUpdateInput, type User, userSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** PUT /api/users/{id}: the profile modal's fields, or the weight alone after a check-in. */
export function updateProfile(
  userId: string,
  changes: ProfileUpdateInput,
  client: ApiClient = apiClient,
): Promise<User> {
  return client.put(`/api/users/${userId}`, changes, { schema: userSchema });
}
