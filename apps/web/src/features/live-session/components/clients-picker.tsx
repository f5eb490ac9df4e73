import { GRID_MAX_CLIENTS, liveSessionMessages as m } from '@levelup/shared';
import { lastInitialOf, type SessionClient } from '@levelup/shared/session';
import { useMemo, useState } from 'react';
import { useClients } from '@/lib/api/clients/get-clients';
import { useGridClients, useSessionSelector } from '@/lib/realtime/session-store';
import { toast } from '@/lib/toast';
import { useTrainerCommands } from './session-commands';
import { SessionDialog } from './session-dialog';

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
  const clients = useClients({ enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const pickable = useMemo(() => {
    const taken = new Set(onGrid.map((c) => c.id));
    const fromApi = (clients.data ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      firstName: c.firstName,
      lastInitial: lastInitialOf(c.lastName),
    }));
    const fromState = available.map((c) => ({
      id: c.id,
      name: c.firstName,
      firstName: c.firstName,
      lastInitial: c.lastInitial ?? null,
    }));
    const all = fromApi.length > 0 ? fromApi : fromState;
    return all.filter((c) => !taken.has(c.id));
  }, [clients.data, available, onGrid]);
  const candidates = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? pickable.filter((c) => c.name.toLowerCase().includes(needle)) : pickable;
  }, [pickable, search]);
  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setSearch('');
    }
    onOpenChange(next);
  };
  // The grid holds GRID_MAX_CLIENTS: the first ones chosen go on, and the coach is told who did not.
  const room = Math.max(0, GRID_MAX_CLIENTS - onGrid.length);
  const add = () => {
    // In the order they were ticked, whatever the search shows now.
    const picked = chosen.flatMap((id) => pickable.filter((c) => c.id === id));
    const fitting = picked.slice(0, room);
    if (fitting.length > 0) {
      const profiles = fitting.map(({ id, firstName, lastInitial }) => ({
        id,
        firstName,
        lastInitial,
      }));
      commands.sendOp('clients:add', { clientIds: profiles.map((p) => p.id), clients: profiles });
    }
    if (picked.length > fitting.length) {
      const left = picked.slice(room).map((c) => c.name);
      toast(
        fitting.length > 0
          ? m.clientsAddedOf(fitting.length, picked.length, GRID_MAX_CLIENTS, left)
          : m.gridRoom(picked.length, 0, GRID_MAX_CLIENTS),
      );
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
      <p className="pick-room" role="status">
        {chosen.length > room ? m.gridRoom(chosen.length, room, GRID_MAX_CLIENTS) : ''}
      </p>
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
