import {
  type Client,
  historyMessages,
  manageClientsMessages as m,
  manageClientsExtraMessages as x,
} from '@levelup/shared';
import { Link } from 'react-router';
import { initialOf, lastSessionLabel } from '../model/client-card';

interface ClientCardProps {
  client: Client;
  onOpen: (client: Client) => void;
}

/**
 * A client on Manage Clients: avatar, status, name, last session and assessment; the card opens
 * the intake, the link under it the client's progress page.
 */
export function ClientCard({ client, onOpen }: ClientCardProps) {
  return (
    <div className="client-card-shell">
      <button
        type="button"
        className="client-card"
        aria-label={x.openClient(client.name)}
        onClick={() => onOpen(client)}
      >
        <span className="client-card-top">
          <span className="client-avatar" aria-hidden="true">
            {initialOf(client.name)}
          </span>
          <span className="client-status">{x.statusActive}</span>
        </span>
        <span className="client-name">{client.name}</span>
        <span className="client-meta">{lastSessionLabel(client.lastSessionAt)}</span>
        <span className="client-meta">{m.noAssessment}</span>
      </button>
      <Link
        className="client-card-progress"
        to={`/trainer/clients/${encodeURIComponent(client.id)}`}
        aria-label={historyMessages.viewProgress(client.name)}
      >
        {historyMessages.progressAndHistory}
      </Link>
    </div>
  );
}
