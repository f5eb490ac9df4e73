import type { WeightUnit } from '@levelup/shared';
import { floorOf } from '@levelup/shared/session';
import { useSignedInUser } from '@/lib/auth/auth-provider';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { useWeightUnit } from '@/lib/weight-unit';

/**
 * The unit the grid shows and takes loads in (issue 35): the signed-in coach's own unit, and on
 * the TV, where nobody is signed in, the gym's.
 */
export function useDisplayUnit(): WeightUnit {
  const user = useSignedInUser();
  const own = useWeightUnit();
  const gym = useSessionSelector((state) => (state ? floorOf(state).unit : 'kg'));
  return user ? own : gym;
}
