import type { WeightUnit } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import {
  effortText,
  type LoggedSet,
  type PrescribedSet,
  type RirTarget,
  type SetKind,
} from '@levelup/shared/session';
import { athleteSessionMessages as m } from '@/messages';

export const setKindName = (kind: SetKind): string => m.kinds[kind];

/** '60 kg × 8' in the athlete's unit, or '8 reps' while the plan has no load for them yet. */
export function setLoadText(set: Pick<PrescribedSet, 'kg' | 'reps'>, unit: WeightUnit): string {
  return set.kg > 0 ? m.load(formatLoad(set.kg, unit), set.reps) : m.repsOnly(set.reps);
}

/** What a logged set was: '60 kg × 8, RPE 8', or '… , 2 RIR' when the workout asks RIR. */
export function doneText(set: LoggedSet, unit: WeightUnit, scale: RirTarget['scale']): string {
  const load = m.load(formatLoad(set.kg, unit), set.reps);
  return set.rpe === undefined ? load : `${load}, ${effortText(set.rpe, scale)}`;
}

/** A logged set's check as the athlete reads it: the coach's verdict, or that it waits for one. */
export function checkText(set: LoggedSet): string {
  if (set.verification !== 'none') return m.checks[set.verification];
  return set.by === 'coach' ? m.loggedByCoach : m.checks.none;
}
