import { type ApiClient, apiClient } from '@/lib/api-client';

/** DELETE /api/workouts/{id}: answers 204; the owner or admin and above only. */
export async function deleteWorkout(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/workouts/${encodeURIComponent(id)}`);
}
