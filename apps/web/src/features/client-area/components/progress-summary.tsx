import type { ClientProgress, WeightUnit } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { lazy, Suspense } from 'react';
import { formatLocale, withTranslations } from '@/lib/i18n/locale';
import { useWeightUnit } from '@/lib/weight-unit';
import { clientAreaMessages as m } from '@/messages';
import type { ProgressFilter } from '../api/get-progress';
import { ProgressFilters } from './progress-filters';

// recharts is large: the chart is its own chunk, fetched after the figures show.
const ProgressChart = lazy(withTranslations(() => import('./progress-chart')));

function ProgressBar({
  label,
  value,
  max,
  text,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
}) {
  return (
    <div className="progress-bar">
      <div className="progress-bar-head">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div
        className="progress-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div
          className="progress-bar-fill"
          style={{ width: `${Math.min(100, (100 * value) / max)}%` }}
        />
      </div>
    </div>
  );
}

/** A figure not known yet: a grey block as wide as `sample`, which only sizes it. */
function Pending({ sample }: { sample: string }) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {sample}
    </span>
  );
}

/** A progress bar's label and empty track while the figures load, sized like the real bar. */
function PendingBar({ label, sample }: { label: string; sample: string }) {
  return (
    <div className="progress-bar">
      <div className="progress-bar-head">
        <span>{label}</span>
        <Pending sample={sample} />
      </div>
      <div className="progress-bar-track" />
    </div>
  );
}

const weekOf = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(formatLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The chart's weeks in words: each week's volume, in the client's `unit`, and readiness. */
function chartInWords(progress: ClientProgress, unit: WeightUnit): string {
  return progress.weeks
    .map((w) => m.chartWeek(weekOf(w.weekStart), formatLoad(w.volumeKg, unit), w.averageReadiness))
    .join('; ');
}

/** What the chart shows, in words: the group chosen, if any, the period and the unit. */
function chartSubtitle({ group, months }: ProgressFilter, unit: WeightUnit): string {
  return m.progressionSubtitle(
    group ? m.groupNames[group] : null,
    months ? m.lastMonths(months) : m.lastSevenWeeks,
    unit,
  );
}

/**
 * The level, the progress bars and the weekly chart, from the client's real data. Until the data
 * is there (`progress` undefined) the same cards show their labels with grey blocks for the
 * figures, so the home screen paints at once and does not move when the figures arrive. With
 * `onFilterChange` the chart has its filters (shown once there is something to filter).
 */
export function ProgressSummary({
  progress,
  filter = {},
  onFilterChange,
}: {
  progress: ClientProgress | undefined;
  filter?: ProgressFilter;
  onFilterChange?: (filter: ProgressFilter) => void;
}) {
  const unit = useWeightUnit();
  const empty = progress ? progress.verifiedSets === 0 && progress.checkIns === 0 : false;
  return (
    <>
      {progress ? (
        <div className="card level-card">
          <p className="level-badge">{m.level(progress.level)}</p>
          <ProgressBar
            label={m.levelProgress}
            value={progress.xpIntoLevel}
            max={progress.xpPerLevel}
            text={m.xpToNext(progress.xpIntoLevel, progress.xpPerLevel)}
          />
          <ProgressBar
            label={m.checkInsThisWeek}
            value={progress.checkInsThisWeek}
            max={7}
            text={m.checkInsOf(progress.checkInsThisWeek)}
          />
          <ProgressBar
            label={m.readinessThisWeek}
            value={progress.averageReadinessThisWeek ?? 0}
            max={100}
            text={
              progress.averageReadinessThisWeek === null
                ? '--'
                : `${progress.averageReadinessThisWeek}`
            }
          />
        </div>
      ) : (
        <div className="card level-card" aria-busy="true">
          <p className="level-badge">
            <Pending sample={m.level(1)} />
          </p>
          <PendingBar label={m.levelProgress} sample={m.xpToNext(0, 100)} />
          <PendingBar label={m.checkInsThisWeek} sample={m.checkInsOf(0)} />
          <PendingBar label={m.readinessThisWeek} sample="--" />
        </div>
      )}
      <div className="card chart-card">
        <h2 className="card-title">{m.progressionTitle}</h2>
        <p className="card-subtitle">{chartSubtitle(filter, unit)}</p>
        {progress && !empty && onFilterChange ? (
          <ProgressFilters filter={filter} onChange={onFilterChange} />
        ) : null}
        {progress && !empty ? (
          <figure className="chart-figure">
            {/* The drawing is for the eye; the caption says the same in words. */}
            <div aria-hidden="true">
              <Suspense fallback={<p className="note">{m.chartLoading}</p>}>
                <ProgressChart weeks={progress.weeks} unit={unit} />
              </Suspense>
            </div>
            <figcaption className="visually-hidden">{chartInWords(progress, unit)}</figcaption>
          </figure>
        ) : (
          // Loading, the note is grey lines the empty state's size, so a new client's figures
          // arrive without moving anything; the same node then shows the text.
          <p className="note">
            <span
              className={progress ? undefined : 'skeleton-text'}
              aria-hidden={progress ? undefined : true}
            >
              {m.noProgressYet}
            </span>
          </p>
        )}
      </div>
    </>
  );
}
