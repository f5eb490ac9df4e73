import type { OpReducer } from '../ops';
import { lettersInUse } from '../pairing';
import type { SessionClient } from '../state';
import { omitKeys } from './records';

const MAX_TEAM_SCORE = 99_999;

/** `client:team`: moves a client (on the grid or waiting) to a team, with its name and colour. */
export const setClientTeam: OpReducer<'client:team'> = (state, { payload }) => {
  const { userId, teamId } = payload;
  const team = state.teams.find((t) => t.id === teamId);
  if (!team) return state;
  const client = [...state.clients, ...state.availableClients].find((c) => c.id === userId);
  if (
    !client ||
    (client.teamId === team.id &&
      client.teamName === team.name &&
      client.teamColor === team.colorHex)
  ) {
    return state;
  }
  const move = (c: SessionClient) =>
    c.id === userId ? { ...c, teamId: team.id, teamName: team.name, teamColor: team.colorHex } : c;
  return {
    ...state,
    clients: state.clients.map(move),
    availableClients: state.availableClients.map(move),
  };
};

/** `team:portion`: the pair letter a team works on (a letter in use), or none with null. */
export const setTeamPortion: OpReducer<'team:portion'> = (state, { payload }) => {
  const { teamId, letter } = payload;
  if (!state.teams.some((t) => t.id === teamId)) return state;
  const current = Object.hasOwn(state.teamPortion, teamId) ? state.teamPortion[teamId] : undefined;
  if (letter === null) {
    return current === undefined
      ? state
      : { ...state, teamPortion: omitKeys(state.teamPortion, new Set([teamId])) };
  }
  if (current === letter || !lettersInUse(state.exercises).includes(letter)) return state;
  return { ...state, teamPortion: { ...state.teamPortion, [teamId]: letter } };
};

/** `team:score`: sets a team's score or adds `delta` to it, within +-99,999. */
export const setTeamScore: OpReducer<'team:score'> = (state, { payload }) => {
  const team = state.teams.find((t) => t.id === payload.teamId);
  if (!team) return state;
  const raw =
    payload.score ?? (payload.delta === undefined ? undefined : team.score + payload.delta);
  if (raw === undefined) return state;
  const score = Math.max(-MAX_TEAM_SCORE, Math.min(MAX_TEAM_SCORE, raw));
  if (score === team.score) return state;
  return { ...state, teams: state.teams.map((t) => (t === team ? { ...t, score } : t)) };
};
