import {
  type Client,
  manageClientsMessages as m,
  manageClientsExtraMessages as x,
} from '@levelup/shared';
import { initialOf, lastSessionLabel } from '../model/client-card';

interface ClientCardProps {
  client: Client;
  onOpen: (client: Client) => void;
}

/** A client on Manage Clients: avatar, status, name, last session and assessment. */
export function ClientCard({ client, onOpen }: ClientCardProps) {
  return (
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
  );
}
