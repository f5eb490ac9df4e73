import { importMessages } from '@levelup/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { historyMessages as m } from '@/messages';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useClientHistory } from '../api/get-client-history';
import { useSessionHistory } from '../api/get-session-history';
import { ExportButtons } from '../components/export-buttons';
import { LoadState } from '../components/load-state';
import {
  E1rmPanel,
  PersonalRecords,
  ReadinessPanel,
  VolumePanel,
} from '../components/progress-panels';
import { SessionList } from '../components/session-list';
import '../components/history.css';

// The import's dialog (forms, Radix) arrives when first opened, out of the page's first load.
const ImportHistoryDialog = lazyDialog(
  async () => (await import('@/features/imports')).ImportHistoryDialog,
);

/** /trainer/clients/{id}: a client's progress charts, records, sessions and data export. */
export function ClientPageScreen() {
  const { id } = useParams();
  const history = useClientHistory(id);
  const sessions = useSessionHistory(id);
  const [importOpen, setImportOpen] = useState(false);
  const data = history.data;
  if (!data || !id) {
    return (
      <div className="hist-page">
        <LoadState error={history.error} onRetry={() => void history.refetch()} />
      </div>
    );
  }
  return (
    <div className="hist-page">
      <header className="hist-header hist-header-row">
        <div>
          <h1>{data.client.name}</h1>
          <p className="hist-subtitle">
            {m.clientPageSubtitle} · {m.level(data.progress.level)} ·{' '}
            {m.verifiedSets(data.progress.verifiedSets)} · {m.checkIns(data.progress.checkIns)}
          </p>
        </div>
        <div className="hist-header-actions">
          <button
            type="button"
            className="btn btn-secondary btn-compact"
            onClick={() => setImportOpen(true)}
          >
            {importMessages.openButton}
          </button>
          <ExportButtons clientId={id} />
        </div>
      </header>
      <ImportHistoryDialog clientId={id} open={importOpen} onOpenChange={setImportOpen} />
      <div className="hist-grid">
        <E1rmPanel history={data} />
        <PersonalRecords history={data} />
        <VolumePanel history={data} />
        <ReadinessPanel history={data} />
      </div>
      <section className="hist-card" aria-labelledby="client-sessions-title">
        <div className="hist-card-head">
          <h2 id="client-sessions-title" className="hist-card-title">
            {m.recentSessions}
          </h2>
        </div>
        {!sessions.data ? (
          <LoadState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.length === 0 ? (
          <p className="hist-empty-note">{m.noClientSessions}</p>
        ) : (
          <SessionList sessions={sessions.data} />
        )}
      </section>
    </div>
  );
}
