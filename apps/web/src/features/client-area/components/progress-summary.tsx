import { type ClientProgress, clientAreaMessages as m } from '@levelup/shared';
import { lazy, Suspense } from 'react';

// recharts is large: the chart is its own chunk, fetched after the figures show.
const ProgressChart = lazy(() => import('./progress-chart'));

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

/** The level, the progress bars and the 7-week chart, from the client's real data. */
export function ProgressSummary({ progress }: { progress: ClientProgress }) {
  const readiness = progress.averageReadinessThisWeek;
  const empty = progress.verifiedSets === 0 && progress.checkIns === 0;
  return (
    <>
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
          value={readiness ?? 0}
          max={100}
          text={readiness === null ? '--' : `${readiness}`}
        />
      </div>
      <div className="card chart-card">
        <h2 className="card-title">{m.progressionTitle}</h2>
        <p className="card-subtitle">{m.progressionSubtitle}</p>
        {empty ? (
          <p className="note">{m.noProgressYet}</p>
        ) : (
          <Suspense fallback={<p className="note">{m.chartLoading}</p>}>
            <ProgressChart weeks={progress.weeks} />
          </Suspense>
        )}
      </div>
    </>
  );
}
