import type { OpReducer } from '../ops';
import type { Cell, SessionState } from '../state';
import { setTeamScore } from './teams';

/** `score:auto`: points per verified set for the client's team; 0 turns auto-scoring off. */
export const setAutoScore: OpReducer<'score:auto'> = (state, { payload }) => {
  if (payload.points === 0) {
    if (state.autoScorePoints === undefined) return state;
    const { autoScorePoints: _off, ...rest } = state;
    return rest;
  }
  return state.autoScorePoints === payload.points
    ? state
    : { ...state, autoScorePoints: payload.points };
};

/** The verified sets of a cell: its logged sets and its current one. */
export function verifiedSetCount(cell: Cell | undefined): number {
  if (!cell) return 0;
  const logged = (cell.log ?? []).filter((set) => set?.verification === 'verified').length;
  return logged + (cell.verification === 'verified' ? 1 : 0);
}

/**
 * With auto-scoring on, a `cell:verify` moves the client's team score by the points for each set
 * it verified, and back for each it un-verified, so the score always equals the verified sets'
 * points added to what the coach gave by hand. A client without a team scores nothing.
 */
export function scoreVerifiedSets(
  before: SessionState,
  after: SessionState,
  exerciseId: string,
  userId: string,
): SessionState {
  const points = after.autoScorePoints;
  if (points === undefined || before === after) return after;
  const teamId = after.clients.find((c) => c.id === userId)?.teamId;
  if (!teamId) return after;
  const gained =
    verifiedSetCount(after.cells[exerciseId]?.[userId]) -
    verifiedSetCount(before.cells[exerciseId]?.[userId]);
  if (gained === 0) return after;
  return setTeamScore(after, {
    id: 'auto-score',
    type: 'team:score',
    payload: { teamId, delta: gained * points },
  });
}
