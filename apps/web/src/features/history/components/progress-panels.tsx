import type { ClientHistory } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { lazy, useId, useState } from 'react';
import { useWeightUnit } from '@/lib/weight-unit';
import { historyMessages as m } from '@/messages';
import { formatDate } from '../model/format';
import { ChartCard } from './chart-card';
import './history.css';
import { formatLocale, withTranslations } from '@/lib/i18n/locale';

// Recharts is large: the charts are one chunk of their own, fetched after the figures show.
const E1rmChart = lazy(
  withTranslations(() => import('./progress-charts').then((c) => ({ default: c.E1rmChart }))),
);
const VolumeChart = lazy(
  withTranslations(() => import('./progress-charts').then((c) => ({ default: c.VolumeChart }))),
);
const ReadinessChart = lazy(
  withTranslations(() => import('./progress-charts').then((c) => ({ default: c.ReadinessChart }))),
);

/*
 * The panels show loads in the unit of the person looking (issue 35): the client's own on their
 * Progress tab, the trainer's on a client's page.
 */

/**
 * Each exercise's best set by e1RM, with how many PRs the client set in it; `forClient` words the
 * empty state to the client themself.
 */
export function PersonalRecords({
  history,
  forClient = false,
}: {
  history: ClientHistory;
  forClient?: boolean;
}) {
  const unit = useWeightUnit();
  return (
    <section className="hist-card" aria-labelledby="personal-records-title">
      <div className="hist-card-head">
        <div>
          <h2 id="personal-records-title" className="hist-card-title">
            {m.personalRecordsTitle}
          </h2>
          <p className="hist-card-subtitle">{m.personalRecordsSubtitle}</p>
        </div>
      </div>
      {history.exercises.length === 0 ? (
        <p className="hist-empty-note">{forClient ? m.noRecordsYet : m.noClientRecordsYet}</p>
      ) : (
        <ul className="hist-records">
          {history.exercises.map((exercise) => (
            <li key={exercise.exerciseId}>
              <span className="hist-record-name">{exercise.name}</span>
              <span className="hist-record-line">
                {m.recordLine(
                  m.set(formatLoad(exercise.best.kg, unit), exercise.best.reps),
                  formatLoad(exercise.best.e1rm, unit),
                  formatDate(exercise.best.day, formatLocale()),
                )}
              </span>
              {exercise.personalRecords > 0 ? (
                <span className="hist-pr-badge">{m.prCount(exercise.personalRecords)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** e1RM over time for one exercise at a time, picked from those the client has trained. */
export function E1rmPanel({ history }: { history: ClientHistory }) {
  const unit = useWeightUnit();
  const selectId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const exercise =
    history.exercises.find((e) => e.exerciseId === picked) ?? history.exercises[0] ?? null;
  const last = exercise?.points.at(-1);
  return (
    <ChartCard
      title={m.e1rmTitle}
      subtitle={m.e1rmSubtitle}
      empty={exercise ? null : m.noE1rmYet}
      summary={
        exercise && last
          ? `${exercise.name}: ${exercise.points
              .map((p) => `${formatDate(p.day, formatLocale())} ${formatLoad(p.e1rm, unit)}`)
              .join(', ')}`
          : ''
      }
      actions={
        history.exercises.length > 0 ? (
          <label className="hist-select" htmlFor={selectId}>
            <span>{m.exercisePicker}</span>
            <select
              id={selectId}
              className="field-input"
              value={exercise?.exerciseId ?? ''}
              onChange={(event) => setPicked(event.target.value)}
            >
              {history.exercises.map((e) => (
                <option key={e.exerciseId} value={e.exerciseId}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
        ) : null
      }
    >
      {exercise ? <E1rmChart points={exercise.points} unit={unit} /> : null}
    </ChartCard>
  );
}

/** Volume per week: the client home's own weekly figures. */
export function VolumePanel({ history }: { history: ClientHistory }) {
  const unit = useWeightUnit();
  const weeks = history.progress.weeks;
  const none = weeks.every((w) => w.volumeKg === 0);
  return (
    <ChartCard
      title={m.volumeTitle}
      subtitle={m.volumeSubtitle(unit)}
      empty={none ? m.noVolumeYet : null}
      summary={weeks
        .map((w) => `${formatDate(w.weekStart, formatLocale())} ${formatLoad(w.volumeKg, unit)}`)
        .join(', ')}
    >
      <VolumeChart weeks={weeks} unit={unit} />
    </ChartCard>
  );
}

/** Readiness of each check-in over time. */
export function ReadinessPanel({ history }: { history: ClientHistory }) {
  return (
    <ChartCard
      title={m.readinessTitle}
      subtitle={m.readinessSubtitle}
      empty={history.readiness.length === 0 ? m.noReadinessYet : null}
      summary={history.readiness
        .map((r) => `${formatDate(r.day, formatLocale())} ${r.readiness}`)
        .join(', ')}
    >
      <ReadinessChart points={history.readiness} />
    </ChartCard>
  );
}
