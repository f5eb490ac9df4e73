import { BODY_PART_LABELS, type BodyPartId, type InjuryMark } from '../schemas/body-parts';
import type { ClientIssues } from '../session/state';
import { isLowReadiness } from './flags';

export interface ClientIssuesInput {
  /** Today's readiness, or null without a check-in today. */
  readiness: number | null;
  /** Today's body marks by body-part id. */
  marks: Readonly<Record<string, InjuryMark>> | null;
  /** Today's note to the trainer. */
  note: string | null;
  /** Names of the session's exercises the client never logged. */
  neverDone: readonly string[];
  /** Names of the session's exercises whose reps left the range in the last two sessions. */
  mismatched: readonly string[];
}

const labelOf = (id: string) =>
  Object.hasOwn(BODY_PART_LABELS, id) ? BODY_PART_LABELS[id as BodyPartId] : id;

/** The client issues of the '!' badge, from the same data as the cell flags (DESIGN 4.7). */
export function clientIssuesOf(input: ClientIssuesInput): ClientIssues {
  const marks = Object.entries(input.marks ?? {});
  const note = input.note?.trim() ?? '';
  return {
    poorLifestyle: isLowReadiness(input.readiness),
    mismatch2x: input.mismatched.length > 0,
    injuries: marks.filter(([, mark]) => mark === 'injured').map(([id]) => labelOf(id)),
    soreness: marks.filter(([, mark]) => mark === 'sore').map(([id]) => labelOf(id)),
    neverDone: [...input.neverDone],
    note: note === '' ? null : note,
  };
}

/**
 * True when the badge has anything to show (a blank note says nothing). A first time at an
 * exercise is not an issue: in a new workout every client is new to something, and a badge on
 * every column is noise; the cell's quiet 'first time' mark says it where it applies.
 */
export function hasClientIssues(issues: ClientIssues): boolean {
  return (
    issues.poorLifestyle ||
    issues.mismatch2x ||
    issues.injuries.length > 0 ||
    issues.soreness.length > 0 ||
    Boolean(issues.note?.trim())
  );
}
