import { matchesClientSearch } from '@levelup/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useClients } from '@/lib/api/clients/get-clients';
import { historyMessages as m, manageClientsMessages } from '@/messages';
import { LoadState } from '../components/load-state';
import '../components/history.css';

/** /trainer/progress: pick a client to open their progress page. */
export function ProgressTrackingScreen() {
  const clients = useClients();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const shown = (clients.data ?? []).filter((client) => matchesClientSearch(client, search));
  return (
    <div className="hist-page">
      <header className="hist-header">
        <h1>{m.progressTrackingTitle}</h1>
        <p className="hist-subtitle">{m.progressTrackingSubtitle}</p>
      </header>
      <div>
        <label className="visually-hidden" htmlFor={searchId}>
          {m.searchLabel}
        </label>
        <input
          id={searchId}
          className="field-input hist-search"
          type="search"
          placeholder={m.searchClients}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {!clients.data ? (
        <LoadState error={clients.error} onRetry={() => void clients.refetch()} />
      ) : shown.length === 0 ? (
        <div className="hist-empty" role="status">
          {clients.data.length === 0 ? (
            <>
              <p className="hist-empty-title">{m.noClientsTitle}</p>
              <p>{m.noClientsHint}</p>
            </>
          ) : (
            <>
              <p className="hist-empty-title">{manageClientsMessages.emptyTitle}</p>
              <p>{manageClientsMessages.emptyHint}</p>
            </>
          )}
        </div>
      ) : (
        <ul className="hist-client-list">
          {shown.map((client) => (
            <li key={client.id}>
              <Link className="hist-client-link" to={`/trainer/clients/${client.id}`}>
                <span className="hist-avatar" aria-hidden="true">
                  {client.name.trim().charAt(0).toUpperCase() || '?'}
                </span>
                <span>{client.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
