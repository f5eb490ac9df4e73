import type { ClientTraining } from '@levelup/shared';
import { formatLocale } from '@/lib/i18n/locale';
import { clientAreaMessages as m } from '@/messages';
import { SelfLoggedBadge } from '@/ui/self-logged-badge';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(formatLocale(), { day: 'numeric', month: 'short' });

/**
 * The client's latest trainings, newest first: the day, what they trained and how many sets, the
 * ones they logged themself marked as such, the coach's sessions by their workout.
 */
export function TrainingList({ trainings }: { trainings: readonly ClientTraining[] }) {
  return (
    <section className="card" aria-labelledby="own-trainings-title">
      <h2 id="own-trainings-title" className="card-title">
        {m.trainingsTitle}
      </h2>
      <p className="card-subtitle">{m.trainingsSubtitle}</p>
      {trainings.length === 0 ? (
        <p className="note">{m.noTrainingsYet}</p>
      ) : (
        <ul className="training-list">
          {trainings.map((training) => (
            <li key={training.id}>
              <span className="training-date">{shortDate(training.date)}</span>
              <span className="training-what">
                {training.exercises.join(', ') || training.workoutName || m.liveSession}
              </span>
              <span className="training-meta">
                {training.selfLogged ? (
                  <SelfLoggedBadge importedFrom={training.importedFrom} />
                ) : (
                  <span>{training.workoutName ?? m.liveSession}</span>
                )}
                <span>{m.trainingSets(training.sets)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
