import { formatLoad } from '@levelup/shared/coaching';
import {
  DEFAULT_CAST_VIEW,
  type LeaderboardMetric,
  type SessionState,
  sessionLeaderboard,
  sessionRecords,
  tvDisplayNames,
} from '@levelup/shared/session';
import { useMemo } from 'react';
import { formatLocale } from '@/lib/i18n/locale';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useDisplayUnit } from '../../components/use-display-unit';
import './tv-layouts.css';

/** How many athletes the individual board lists: what fits at TV size beside the teams. */
const BOARD_SIZE = 8;

function metricValue(metric: LeaderboardMetric, value: number, unit: 'kg' | 'lb'): string {
  if (metric === 'relative')
    return t.dots(
      value.toLocaleString(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    );
  // Volume and e1RM are loads, shown whole in the gym's unit.
  return formatLoad(Math.round(value), unit);
}

function boardOf(state: SessionState) {
  const view = state.castView ?? DEFAULT_CAST_VIEW;
  // A client who chose not to show their name on the TV appears by their initials.
  const names = tvDisplayNames(state.clients);
  const board = sessionLeaderboard(state, {
    metric: view.metric,
    exerciseId: view.metricExerciseId,
    names,
  });
  const exercise = state.exercises.find((e) => e.id === view.metricExerciseId);
  const records = sessionRecords(state).map((r) => ({
    ...r,
    name: names.get(r.userId) ?? r.userId,
    exercise: state.exercises.find((e) => e.id === r.exerciseId)?.name ?? '',
  }));
  const teams = [...state.teams].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const metricName =
    view.metric === 'e1rm' && exercise
      ? `${t.metrics.e1rm} · ${exercise.name}`
      : t.metrics[view.metric];
  return { view, board, records, teams, metricName };
}

/** The TV's Leaderboard layout: team scores, today's PRs, and the athletes by the coach's metric. */
export function LeaderboardLayout() {
  const state = useSessionSelector((s) => s);
  const unit = useDisplayUnit();
  const data = useMemo(() => (state ? boardOf(state) : null), [state]);
  if (!data) return null;
  const { view, board, records, teams, metricName } = data;
  // Without a bodyweight an athlete is left off the relative board: the TV says who and why.
  const noBodyweight = board.unranked.filter((u) => u.reason === 'no-bodyweight');
  return (
    <div className="tv-leaderboard">
      {teams.length > 0 ? (
        <section className="tv-panel tv-teams" aria-labelledby="tv-teams-title">
          <h2 id="tv-teams-title">{t.teamsTitle}</h2>
          <ol>
            {teams.map((team) => (
              <li key={team.id} style={{ borderLeftColor: team.colorHex }}>
                <span className="tv-team-name">{team.name}</span>
                <span className="tv-team-score">{t.points(team.score)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="tv-panel tv-board" aria-labelledby="tv-board-title">
        <h2 id="tv-board-title">{t.boardTitle(metricName)}</h2>
        {board.ranked.length === 0 ? (
          <p className="tv-muted">{t.noScores}</p>
        ) : (
          <ol>
            {board.ranked.slice(0, BOARD_SIZE).map((entry) => (
              <li key={entry.id}>
                <span className="tv-place">{t.place(entry.place)}</span>
                <span className="tv-athlete-name">{entry.name}</span>
                <span className="tv-board-value">
                  {metricValue(view.metric, entry.value, unit)}
                </span>
              </li>
            ))}
          </ol>
        )}
        {noBodyweight.length > 0 ? (
          <p className="tv-muted">
            {t.unrankedLine(
              noBodyweight.map((e) => e.name).join(', '),
              t.unranked['no-bodyweight'],
            )}
          </p>
        ) : null}
      </section>
      <section className="tv-panel tv-records" aria-labelledby="tv-records-title">
        <h2 id="tv-records-title">{t.recordsTitle}</h2>
        {records.length === 0 ? (
          <p className="tv-muted">{t.noRecords}</p>
        ) : (
          <ul>
            {records.map((record) => (
              <li key={`${record.exerciseId}:${record.userId}`}>
                <span className="tv-pr-mark">{t.prMark}</span>
                <span className="tv-athlete-name">{record.name}</span>
                <span className="tv-record-lift">
                  {record.exercise} · {t.loadReps(formatLoad(record.kg, unit), record.reps)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
