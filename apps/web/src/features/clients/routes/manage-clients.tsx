import { type Client, matchesClientSearch } from '@levelup/shared';
import { useState } from 'react';
import { useClients } from '@/lib/api/clients/get-clients';
import { manageClientsMessages as m, manageClientsExtraMessages as x } from '@/messages';
import { lazyDialog } from '@/ui/lazy-dialog';
import { LoadingScreen } from '@/ui/loading-screen';
import { ClientCard } from '../components/client-card';
import { RoleGuard } from '../components/role-guard';
import '../components/clients.css';

// The intake wizard (a form library, Radix) loads when a card first opens it.
const IntakeWizardDialog = lazyDialog(
  async () => (await import('../components/intake-wizard-dialog')).IntakeWizardDialog,
);

/** /trainer/clients: the coach's clients, filtered by name as they type; a card opens the intake. */
export function ManageClientsScreen() {
  return (
    <RoleGuard allowedRoles={['trainer', 'master-trainer', 'super-trainer']} showAccessDenied>
      <ManageClients />
    </RoleGuard>
  );
}

function ManageClients() {
  const clients = useClients();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Client | null>(null);
  // A failed load reads as no clients (spec 2, section 8).
  const all = clients.data ?? [];
  const shown = all.filter((client) => matchesClientSearch(client, search));

  return (
    <div className="manage-clients">
      <header className="manage-clients-header">
        <div>
          <h1>{m.title}</h1>
          <p className="manage-clients-subtitle">{m.subtitle}</p>
        </div>
        <p className="manage-clients-count">
          <strong>{all.length}</strong>
          <span>{m.activeClients}</span>
        </p>
      </header>
      <div className="manage-clients-search">
        <label className="visually-hidden" htmlFor="client-search">
          {x.searchLabel}
        </label>
        <input
          id="client-search"
          className="field-input"
          type="search"
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {clients.isPending ? (
        <LoadingScreen />
      ) : shown.length === 0 ? (
        <div className="manage-clients-empty" role="status">
          <p className="manage-clients-empty-title">{m.emptyTitle}</p>
          <p>{m.emptyHint}</p>
        </div>
      ) : (
        <ul className="client-grid">
          {shown.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} onOpen={setEditing} />
            </li>
          ))}
        </ul>
      )}
      <IntakeWizardDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        clientId={editing?.id}
      />
    </div>
  );
}
