import { sameItems, useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useTrainerCommands } from './session-commands';

/**
 * The teams' scores as the TV shows them, with a point more or less for each (`team:score`), so
 * the coach keeps the score from the live screen. Nothing when the session has no teams.
 */
export function TeamScores() {
  const commands = useTrainerCommands();
  const teams = useSessionSelector((s) => s?.teams ?? [], sameItems);
  if (teams.length === 0) return null;
  const add = (teamId: string, delta: 1 | -1) => commands.sendOp('team:score', { teamId, delta });
  return (
    <fieldset className="team-scores">
      <legend>{t.teamScores}</legend>
      {teams.map((team) => (
        <div key={team.id} className="team-score" style={{ borderLeftColor: team.colorHex }}>
          <output>{t.teamScore(team.name, team.score)}</output>
          <button
            type="button"
            className="session-btn icon"
            aria-label={t.removePoint(team.name)}
            onClick={() => add(team.id, -1)}
          >
            −
          </button>
          <button
            type="button"
            className="session-btn icon"
            aria-label={t.addPoint(team.name)}
            onClick={() => add(team.id, 1)}
          >
            +
          </button>
        </div>
      ))}
    </fieldset>
  );
}
