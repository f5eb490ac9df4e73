import type { LoggedSet, PrescribedSet, SetKind } from '@levelup/shared/session';
import { athleteSessionMessages as m } from '@/messages';

export const setKindName = (kind: SetKind): string => m.kinds[kind];

/** '60 kg × 8', or '8 reps' while the plan has no load for the athlete yet. */
export function setLoadText(set: Pick<PrescribedSet, 'kg' | 'reps'>): string {
  return set.kg > 0 ? m.load(set.kg, set.reps) : m.repsOnly(set.reps);
}

/** What a logged set was: '60 kg × 8, RPE 8'. */
export function doneText(set: LoggedSet): string {
  const load = m.load(set.kg, set.reps);
  return set.rpe === undefined ? load : `${load}, ${m.rpe(set.rpe)}`;
}

/** A logged set's check as the athlete reads it: the coach's verdict, or that it waits for one. */
export function checkText(set: LoggedSet): string {
  if (set.verification !== 'none') return m.checks[set.verification];
  return set.by === 'coach' ? m.loggedByCoach : m.checks.none;
}
