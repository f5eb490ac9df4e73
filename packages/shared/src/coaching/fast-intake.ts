import { FAST_INTAKE_DEFAULT_BODY_WEIGHT_KG, FAST_INTAKE_LEVEL_MULTIPLIERS } from '../constants';
import { roundKg } from './rounding';

export type FastIntakeLevel = keyof typeof FAST_INTAKE_LEVEL_MULTIPLIERS;

export interface FastIntakeInput {
  gender: 'male' | 'female' | null | undefined;
  /** The weight the coach entered; a skipped or missing weight takes the default for the gender. */
  weightKg: number | null | undefined;
  level: FastIntakeLevel;
}

/** What Fast Intake keeps with a client: the starting load the live grid suggests first. */
export interface FastIntakeEstimate {
  bodyWeightKg: number;
  /** True when the body weight is the spec's default rather than the client's own. */
  bodyWeightAssumed: boolean;
  levelMultiplier: number;
  /** Body weight times the level multiplier, on the 2.5 kg plate step. */
  startingLoadKg: number;
}

/** The spec's default body weight: 75 kg male, 60 kg female, 68 kg otherwise (spec 2, section 9). */
export function defaultBodyWeightKg(gender: FastIntakeInput['gender']): number {
  if (gender === 'male') return FAST_INTAKE_DEFAULT_BODY_WEIGHT_KG.male;
  if (gender === 'female') return FAST_INTAKE_DEFAULT_BODY_WEIGHT_KG.female;
  return FAST_INTAKE_DEFAULT_BODY_WEIGHT_KG.other;
}

/**
 * Fast Intake's session estimates: the client's body weight (or the default for their gender)
 * times the multiplier of their training level (novice 0.5, beginner 0.75, intermediate 1,
 * advanced 1.25).
 */
export function fastIntakeEstimate({
  gender,
  weightKg,
  level,
}: FastIntakeInput): FastIntakeEstimate {
  const own = typeof weightKg === 'number' && Number.isFinite(weightKg) && weightKg > 0;
  const bodyWeightKg = own ? weightKg : defaultBodyWeightKg(gender);
  const levelMultiplier = FAST_INTAKE_LEVEL_MULTIPLIERS[level];
  return {
    bodyWeightKg,
    bodyWeightAssumed: !own,
    levelMultiplier,
    startingLoadKg: roundKg(bodyWeightKg * levelMultiplier),
  };
}
