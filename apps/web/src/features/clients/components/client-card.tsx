import type { Client } from '@levelup/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLocale } from '@/lib/i18n/locale';
import {
  historyMessages,
  manageClientsMessages as m,
  manageClientsExtraMessages as x,
} from '@/messages';
import { initialOf, lastSessionLabel } from '../model/client-card';

interface ClientCardProps {
  client: Client;
  onOpen: (client: Client) => void;
}

/**
 * A client on Manage Clients: avatar, status, name, last session and assessment; the card opens
 * the intake, the link under it the client's progress page. The button is the client's name,
 * named by it as a voice-control user reads it (label in name, WCAG 2.5.3), and the card's other
 * lines describe it; its hit area covers the whole card (clients.css).
 */
export function ClientCard({ client, onOpen }: ClientCardProps) {
  const id = useId();
  return (
    <div className="client-card-shell">
      <div className="client-card">
        <span className="client-card-top">
          <span className="client-avatar" aria-hidden="true">
            {initialOf(client.name)}
          </span>
          <span id={`${id}-status`} className="client-status">
            {x.statusActive}
          </span>
        </span>
        <button
          type="button"
          className="client-card-open client-name"
          aria-describedby={`${id}-status ${id}-last ${id}-assessment`}
          onClick={() => onOpen(client)}
        >
          {client.name}
        </button>
        <span id={`${id}-last`} className="client-meta">
          {lastSessionLabel(client.lastSessionAt, formatLocale())}
        </span>
        <span id={`${id}-assessment`} className="client-meta">
          {m.noAssessment}
        </span>
      </div>
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
