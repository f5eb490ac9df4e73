import type { WeightUnit } from '@levelup/shared';
import { unitFor } from '@levelup/shared/coaching';
import { useSignedInUser } from './auth/auth-provider';

/**
 * The unit the signed-in person sees and types loads in (issue 35): their own choice in the
 * profile, else their gym's. Loads stay in kg everywhere else; screens convert at the edge with
 * `fromKg`, `toKg` and `formatLoad` from the shared coaching module.
 */
export function useWeightUnit(): WeightUnit {
  const user = useSignedInUser();
  return unitFor(user?.unit, user?.gymUnit);
}
