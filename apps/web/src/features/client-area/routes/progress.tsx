import { E1rmPanel, PersonalRecords, useClientHistory } from '@/features/history';
import { useAuth } from '@/lib/auth/auth-provider';
import { commonMessages, clientAreaMessages as m } from '@/messages';
import { useProgress } from '../api/get-progress';
import { ProgressSummary } from '../components/progress-summary';
import { TrainingList } from '../components/training-list';
import '../components/client-area.css';

/**
 * /progress: the client's level, check-ins and volume over the last 7 weeks, their latest
 * trainings (the self-logged ones marked), then their personal records and e1RM over time.
 */
export function ProgressScreen() {
  const { user } = useAuth();
  const progress = useProgress(user?.id);
  const history = useClientHistory(user?.id);
  return (
    <section className="client-screen">
      <h1 className="client-title">{m.progressTitle}</h1>
      {progress.data ? (
        <ProgressSummary progress={progress.data} />
      ) : (
        <p className="note">{commonMessages.loading}</p>
      )}
      {history.data ? (
        <>
          <TrainingList trainings={history.data.trainings} />
          <PersonalRecords history={history.data} forClient />
          <E1rmPanel history={history.data} />
        </>
      ) : null}
    </section>
  );
}
