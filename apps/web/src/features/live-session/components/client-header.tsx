import { liveSessionMessages as m } from '@levelup/shared';
import { clientHasIssues, type SessionClient } from '@levelup/shared/session';
import { memo } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import {
  columnSelection,
  type GridShape,
  type SelectionMode,
  selectionOf,
  toggled,
} from '../model/selection';
import { useSessionCommands } from './session-commands';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState } from './use-grid-shape';

interface ClientHeaderProps {
  client: SessionClient;
  /** The name the grid shows (`clientDisplayNames`: 'Dupe T.' beside another Dupe). */
  name: string;
  trainer: boolean;
  shape: GridShape;
  onAlerts: (client: SessionClient, name: string) => void;
}

/**
 * A client's column header: the name, with the '!' mark beside it when the client has issues, and
 * the KG (or LB, the coach's unit) and Reps buttons that select the column, each on a line of its own so that nothing covers
 * another at a tablet's narrowest column.
 */
export const ClientHeader = memo(function ClientHeader({
  client,
  name,
  trainer,
  shape,
  onAlerts,
}: ClientHeaderProps) {
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const unit = useDisplayUnit();
  const hasIssues = useSessionSelector((state) =>
    state ? clientHasIssues(state, client.id) : false,
  );
  const columnMode = useSessionSelector((state) => {
    const s = selectionOf(state);
    return s.selectionType === 'column' && s.colIds[0] === client.id ? (s.mode ?? 'none') : null;
  });
  const select = (mode: SelectionMode) => {
    const state = getState();
    if (!commands || !state) return;
    commands.select(toggled(selectionOf(state), columnSelection(client.id, shape, mode)));
  };
  return (
    <th className="grid-client" scope="col">
      <span className="client-head">
        <span
          className="client-name"
          title={name}
          style={{ borderColor: client.teamColor ?? 'transparent' }}
        >
          {name}
        </span>
        {trainer && hasIssues ? (
          <button
            type="button"
            className="alert-mark"
            aria-label={m.alerts(name)}
            onClick={() => onAlerts(client, name)}
          >
            <span aria-hidden="true">!</span>
          </button>
        ) : null}
      </span>
      {trainer ? (
        <span className="client-actions">
          <button
            type="button"
            className="grid-chip"
            aria-label={`${m.loadUnit[unit]} ${name}`}
            aria-pressed={columnMode === 'kg'}
            onClick={() => select('kg')}
          >
            {m.loadUnit[unit]}
          </button>
          <button
            type="button"
            className="grid-chip"
            aria-label={`${m.reps} ${name}`}
            aria-pressed={columnMode === 'reps'}
            onClick={() => select('reps')}
          >
            {m.reps}
          </button>
        </span>
      ) : null}
    </th>
  );
});
