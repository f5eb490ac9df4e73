import type { ChallengeMetric } from '@levelup/shared/challenges';
import { useSignedInUser } from '@/lib/auth/auth-provider';
import { useWeightUnit } from '@/lib/weight-unit';
import { challengesScreenMessages as m } from '@/messages';
import { useLeaderboard } from '../api/get-leaderboard';
import { scoreText } from '../model/score-text';

/**
 * A challenge's board: rank, name and score, equal scores sharing a rank; the signed-in client's
 * own row highlighted and marked 'You'. Below it, who is left off and why (relative strength
 * without a bodyweight).
 */
export function Leaderboard({
  challengeId,
  metric,
  name,
}: {
  challengeId: string;
  metric: ChallengeMetric;
  name: string;
}) {
  const board = useLeaderboard(challengeId);
  const user = useSignedInUser();
  const unit = useWeightUnit();
  if (board.isError) return <p role="alert">{m.loadFailed}</p>;
  if (!board.data) return <p className="note">{m.loading}</p>;
  const { entries, excluded } = board.data;
  return (
    <div className="challenge-board">
      {entries.length === 0 && excluded.length === 0 ? (
        <p className="note">{m.boardEmpty}</p>
      ) : null}
      {entries.length > 0 ? (
        <table className="challenge-board-table" aria-label={m.showLeaderboard(name)}>
          <thead>
            <tr>
              <th scope="col">{m.rank}</th>
              <th scope="col">{m.athlete}</th>
              <th scope="col">{m.score}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const me = entry.userId === user?.id;
              return (
                <tr
                  key={entry.userId}
                  className={me ? 'challenge-board-me' : undefined}
                  aria-current={me ? 'true' : undefined}
                >
                  <td>{entry.rank}</td>
                  <th scope="row">
                    {entry.name}
                    {me ? <span className="challenge-board-you"> ({m.you})</span> : null}
                  </th>
                  <td>{scoreText(metric, entry.score, unit)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {excluded.length > 0 ? (
        <ul className="challenge-board-excluded" aria-label={m.notRanked}>
          {excluded.map((person) => (
            <li key={person.userId}>
              {person.name}: {person.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
