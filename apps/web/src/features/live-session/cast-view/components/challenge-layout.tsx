import { challengeMessages } from '@levelup/shared';
import type { ScreenChallenge } from '@levelup/shared/challenges';
import { useCastScreen } from '@/features/cast';
import { scoreText } from '@/features/challenges';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useDisplayUnit } from '../../components/use-display-unit';
import { useScreenChallenge } from '../api/get-screen-challenge';
import './tv-layouts.css';

/** How many places the board lists: what fits at TV size in two columns. */
const BOARD_SIZE = 16;

/** The board as the TV shows it, from what the screen route answered. */
export function ChallengeBoard({ challenge }: { challenge: ScreenChallenge }) {
  const unit = useDisplayUnit();
  const { board } = challenge;
  const what = challenge.exerciseName
    ? `${challengeMessages.metricNames[challenge.metric]}: ${challenge.exerciseName}`
    : challengeMessages.metricNames[challenge.metric];
  const shown = board.entries.slice(0, BOARD_SIZE);
  return (
    <section className="tv-panel tv-challenge" aria-labelledby="tv-challenge-title">
      <header className="tv-challenge-header">
        <h2 id="tv-challenge-title">{t.challengeTitle(challenge.name)}</h2>
        <p className="tv-challenge-facts">
          {what} · {t.challengeDays(challenge.startDate, challenge.endDate)}
          {challenge.ended ? (
            <span className="tv-challenge-ended"> · {t.challengeEnded}</span>
          ) : null}
        </p>
      </header>
      {shown.length === 0 ? (
        <p className="tv-muted">{t.challengeNobody}</p>
      ) : (
        <ol className="tv-challenge-entries" data-columns={shown.length > 8 ? 2 : 1}>
          {shown.map((entry) => (
            <li key={entry.userId}>
              <span className="tv-place">{t.place(entry.rank)}</span>
              <span className="tv-athlete-name">{entry.name}</span>
              <span className="tv-board-value">
                {scoreText(challenge.metric, entry.score, unit)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {board.excluded.length > 0 ? (
        <ul className="tv-challenge-excluded" aria-label={t.challengeNotRanked}>
          {board.excluded.map((person) => (
            <li key={person.userId} className="tv-muted">
              {person.name}: {person.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The TV's Challenge layout (issue 31): the board of the challenge the coach chose, read from the
 * server as the screen and asked again every 30 s, so a session's end or a check-in moves it.
 */
export function ChallengeLayout() {
  const { identity } = useCastScreen();
  const challengeId = useSessionSelector((s) => s?.castView?.challengeId ?? null);
  const challenge = useScreenChallenge(identity, challengeId);
  if (challenge.data) return <ChallengeBoard challenge={challenge.data} />;
  return (
    <section className="tv-panel tv-challenge" aria-label={t.layouts.challenge}>
      <p className="tv-muted">{challenge.isError ? t.challengeUnavailable : t.challengeLoading}</p>
    </section>
  );
}
