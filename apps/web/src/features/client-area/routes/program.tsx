import { useAuth } from '@/lib/auth/auth-provider';
import { formatLocale } from '@/lib/i18n/locale';
import { commonMessages, clientAreaMessages as m } from '@/messages';
import { useProgram } from '../api/get-program';
import '../components/client-area.css';

/** A workout's level in the page's language; a level the app does not know, as it is. */
function levelName(level: string): string {
  return Object.hasOwn(m.workoutLevels, level)
    ? m.workoutLevels[level as keyof typeof m.workoutLevels]
    : level;
}

/** /program: the workout of the client's latest session with one. */
export function ProgramScreen() {
  const { user } = useAuth();
  const program = useProgram(user?.id);
  const workout = program.data?.workout;
  const date = program.data?.sessionDate;
  return (
    <section className="client-screen">
      <h1 className="client-title">{m.programTitle}</h1>
      {!program.data ? (
        <p className="note">{commonMessages.loading}</p>
      ) : workout ? (
        <div className="card">
          <h2 className="card-title">{workout.name}</h2>
          {date ? (
            <p className="card-subtitle">
              {m.lastSession(new Date(date).toLocaleDateString(formatLocale()))}
            </p>
          ) : null}
          {workout.level ? (
            <p className="note">{m.programLevel(levelName(workout.level))}</p>
          ) : null}
          <ol className="program-list">
            {workout.exercises.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="card note">{m.noProgram}</p>
      )}
    </section>
  );
}
