import { challengeMessages } from '@levelup/shared';
import type { Challenge } from '@levelup/shared/challenges';
import { formatLocale } from '@/lib/i18n/locale';
import { challengesScreenMessages as m } from '@/messages';

/** A calendar day ('2030-06-01') as the page's language writes it ('1 Jun 2030', '1 jun 2030'). */
const shownDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(formatLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
        {m.dates(shownDay(challenge.startDate), shownDay(challenge.endDate))} ·{' '}
        {m.participants(challenge.participants)}
        {challenge.joined ? ` · ${m.joined}` : ''}
      </p>
    </div>
  );
}
