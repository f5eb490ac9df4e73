import { liveSessionMessages as m } from '@levelup/shared';
import type { SessionClient } from '@levelup/shared/session';
import { useMemo, useState } from 'react';
import { useGridClients, useSessionSelector } from '../../../lib/realtime/session-store';
import { useClients } from '../api/get-clients';
import { SessionDialog } from './dialog';
import { useTrainerCommands } from './session-commands';

const NO_CLIENTS: readonly SessionClient[] = [];

interface PickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Add clients: the coach's clients (GET /api/clients) who are not on the grid. */
export function AddClientsDialog({ open, onOpenChange }: PickerProps) {
  const commands = useTrainerCommands();
  const onGrid = useGridClients();
  const available = useSessionSelector((state) => state?.availableClients ?? NO_CLIENTS);
  const clients = useClients(open);
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const candidates = useMemo(() => {
    const taken = new Set(onGrid.map((c) => c.id));
    const fromApi = (clients.data ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      firstName: c.firstName,
    }));
    const fromState = available.map((c) => ({
      id: c.id,
      name: c.firstName,
      firstName: c.firstName,
    }));
    const all = fromApi.length > 0 ? fromApi : fromState;
    const needle = search.trim().toLowerCase();
    return all.filter(
      (c) => !taken.has(c.id) && (!needle || c.name.toLowerCase().includes(needle)),
    );
  }, [clients.data, available, onGrid, search]);
  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setSearch('');
    }
    onOpenChange(next);
  };
  const add = () => {
    const profiles = candidates
      .filter((c) => chosen.includes(c.id))
      .map((c) => ({ id: c.id, firstName: c.firstName }));
    if (profiles.length > 0) {
      commands.sendOp('clients:add', { clientIds: profiles.map((p) => p.id), clients: profiles });
    }
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.addClients}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={add}
        >
          <span>{m.add}</span>
        </button>
      }
    >
      <input
        className="field-input"
        type="search"
        aria-label={m.searchClients}
        placeholder={m.searchClients}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {candidates.length === 0 ? (
        <p>{search ? m.noMatches : m.nothingToAdd}</p>
      ) : (
        <ul className="pick-list">
          {candidates.map((c) => (
            <li key={c.id}>
              <label className="pick-item">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  onChange={() => setChosen((list) => toggle(list, c.id))}
                />
                <span>{c.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </SessionDialog>
  );
}

/** Remove clients: the clients on the grid; removing them puts them back in the available list. */
export function RemoveClientsDialog({ open, onOpenChange }: PickerProps) {
  const commands = useTrainerCommands();
  const onGrid = useGridClients();
  const [chosen, setChosen] = useState<string[]>([]);
  const close = (next: boolean) => {
    if (!next) setChosen([]);
    onOpenChange(next);
  };
  const remove = () => {
    if (chosen.length > 0) commands.sendOp('clients:remove', { clientIds: chosen });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.removeClients}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={remove}
        >
          <span>{m.remove}</span>
        </button>
      }
    >
      {onGrid.length === 0 ? (
        <p>{m.noClients}</p>
      ) : (
        <ul className="pick-list">
          {onGrid.map((c) => (
            <li key={c.id}>
              <label className="pick-item">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  onChange={() => setChosen((list) => toggle(list, c.id))}
                />
                <span>{c.firstName}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </SessionDialog>
  );
}
