import { challengeMessages } from '@levelup/shared';
import type { Challenge } from '@levelup/shared/challenges';
import { challengesScreenMessages as m } from '@/messages';

/** A challenge's name, what it measures (and in which exercise), its days and who takes part. */
export function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  return (
    <div className="challenge-facts">
      <h2 className="challenge-name">
        {challenge.name}
        {challenge.closed ? (
          <span className="challenge-closed"> · {m.closed}</span>
        ) : challenge.ended ? (
          <span className="challenge-closed"> · {m.ended}</span>
        ) : null}
      </h2>
      <p className="challenge-metric">
        {challengeMessages.metricNames[challenge.metric]}
        {challenge.exerciseName ? `: ${challenge.exerciseName}` : ''}
      </p>
      <p className="note">
        {m.dates(challenge.startDate, challenge.endDate)} · {m.participants(challenge.participants)}
        {challenge.joined ? ` · ${m.joined}` : ''}
      </p>
    </div>
  );
}
