import { historyMessages as m } from '@/messages';
import { useSessionHistory } from '../api/get-session-history';
import { LoadState } from '../components/load-state';
import { SessionList } from '../components/session-list';
import '../components/history.css';

/** /trainer/history: the trainer's finished sessions; a date opens that session's summary. */
export function SessionHistoryScreen() {
  const sessions = useSessionHistory();
  return (
    <div className="hist-page">
      <header className="hist-header">
        <h1>{m.sessionHistoryTitle}</h1>
        <p className="hist-subtitle">{m.sessionHistorySubtitle}</p>
      </header>
      {!sessions.data ? (
        <LoadState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <div className="hist-empty" role="status">
          <p className="hist-empty-title">{m.noSessionsTitle}</p>
          <p>{m.noSessionsHint}</p>
        </div>
      ) : (
        <SessionList sessions={sessions.data} />
      )}
    </div>
  );
}
