import {
  type HistoryExerciseSummary,
  liveSessionMessages as live,
  type WeightUnit,
} from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { Link, useParams } from 'react-router';
import { formatLocale } from '@/lib/i18n/locale';
import { summaryCardText } from '@/lib/summary-card-text';
import { useWeightUnit } from '@/lib/weight-unit';
import { historyMessages as m } from '@/messages';
import { SelfLoggedBadge } from '@/ui/self-logged-badge';
import { useSessionSummary } from '../api/get-session-summary';
import { LoadState } from '../components/load-state';
import { clientNames, formatDate } from '../model/format';
import '../components/history.css';

function comparisonText({ comparison }: HistoryExerciseSummary): string {
  const status =
    comparison.status === 'new'
      ? live.statusNew
      : comparison.status === 'improved'
        ? live.statusImproved
        : live.statusBaseline;
  const percent = comparison.percent === null ? '' : ` ${live.percent(comparison.percent)}`;
  return `${status}${percent}${comparison.regression ? ` · ${live.regression}` : ''}`;
}

/** One exercise's sets, card and comparison; loads in the viewer's `unit` (issue 35). */
function ExerciseRow({ exercise, unit }: { exercise: HistoryExerciseSummary; unit: WeightUnit }) {
  return (
    <tr>
      <th scope="row">{exercise.name}</th>
      <td>
        <ul className="hist-sets">
          {exercise.sets.map((set, index) => (
            // Sets have no id of their own; their order is the log's and never changes here.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in stored order
            <li key={index}>
              {m.set(formatLoad(set.kg ?? 0, unit), set.reps)}
              <span className="hist-set-meta">
                {set.isWarmup ? ` · ${m.warmUp}` : ''}
                {set.rpe === null ? '' : ` · ${m.rpe(set.rpe)}`} ·{' '}
                {m.verification[set.verification]}
                {set.loggedBy === 'athlete' ? ` · ${m.byAthlete}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td>
        <strong className={`hist-card-kind hist-card-${exercise.card.kind}`}>
          {summaryCardText(exercise.card)}
        </strong>
      </td>
      <td>
        <strong className={exercise.comparison.regression ? 'hist-regression' : undefined}>
          {comparisonText(exercise)}
        </strong>
        {exercise.previous ? (
          <span className="hist-previous">
            {m.previousSet(
              m.set(formatLoad(exercise.previous.kg, unit), exercise.previous.reps),
              formatDate(exercise.previous.date, formatLocale()),
            )}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** /trainer/history/{id}: a finished session's summary per client, read-only. */
export function SessionSummaryScreen() {
  const { id } = useParams();
  const summary = useSessionSummary(id);
  const unit = useWeightUnit();
  const detail = summary.data;
  return (
    <div className="hist-page">
      <Link className="hist-back" to="/trainer/history">
        ← {m.backToHistory}
      </Link>
      {!detail ? (
        <LoadState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <header className="hist-header">
            <h1>
              {m.summaryTitle}: {formatDate(detail.session.date, formatLocale())}
            </h1>
            <p className="hist-subtitle">
              {detail.session.selfLogged ? (
                <>
                  <SelfLoggedBadge importedFrom={detail.session.importedFrom} />{' '}
                  {m.selfLoggedBy(clientNames(detail.clients, m.noClients))}
                </>
              ) : (
                (detail.session.workoutName ?? m.untitledWorkout)
              )}{' '}
              ·{' '}
              {m.summaryMeta(
                detail.clients.length,
                detail.session.sets,
                detail.session.personalRecords,
              )}
            </p>
          </header>
          {detail.clients.every((c) => c.exercises.length === 0) ? (
            <div className="hist-empty" role="status">
              <p>{m.noSetsLogged}</p>
            </div>
          ) : null}
          {detail.clients
            .filter((c) => c.exercises.length > 0)
            .map((client) => (
              <section key={client.id} className="hist-card" aria-labelledby={`c-${client.id}`}>
                <div className="hist-card-head">
                  <h2 id={`c-${client.id}`} className="hist-card-title">
                    <Link className="hist-link" to={`/trainer/clients/${client.id}`}>
                      {client.name}
                    </Link>
                  </h2>
                </div>
                <div className="hist-table-scroll">
                  <table className="hist-table hist-summary-table">
                    <thead>
                      <tr>
                        <th scope="col">{m.exerciseColumn}</th>
                        <th scope="col">{m.setsPerformed}</th>
                        <th scope="col">{m.summaryColumn}</th>
                        <th scope="col">{m.comparisonColumn}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {client.exercises.map((exercise) => (
                        <ExerciseRow key={exercise.exerciseId} exercise={exercise} unit={unit} />
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))}
        </>
      )}
    </div>
  );
}
