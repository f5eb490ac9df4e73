import { createSessionState, parseSessionOp, type SessionState } from '@levelup/shared/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as reducer from './session-reducer';
import {
  type SessionSource,
  SessionStoreProvider,
  useActivePhaseExercises,
  useCell,
  useCellProgress,
  useCellSets,
  useGridClients,
  useGridExercises,
  useRow,
  useSessionOffline,
} from './session-store';
import { createSessionSync, receiveOp, type SessionSync, visibleState } from './sync';

afterEach(cleanup);

/**
 * A session source fed the way a socket feeds it: the server's ops arrive in seq order and go
 * through the device's sync (`receiveOp`), and the visible state is what the store reads.
 */
function remoteSession(state: SessionState) {
  let sync: SessionSync = createSessionSync({ state, seq: 0 });
  let offline = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const source: SessionSource = {
    get state() {
      return visibleState(sync, reducer);
    },
    get offline() {
      return offline;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    /** The server's next op, as a `session:op` broadcast brings it. */
    receive(type: string, payload: unknown) {
      const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
      sync = receiveOp(sync, sync.seq + 1, op, reducer).sync;
      act(notify);
    },
    setOffline(next: boolean) {
      offline = next;
      act(notify);
    },
  };
}

const gym = () =>
  createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
      { id: 'cal', firstName: 'Cal' },
    ],
    exercises: [
      { id: 'squat', name: 'Back Squat' },
      { id: 'bench', name: 'Bench Press' },
    ],
  });

/** How many times each component rendered, by its name. */
const renders = new Map<string, number>();
const counted = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

function GridCell({ exerciseId, clientId }: { exerciseId: string; clientId: string }) {
  counted(`${exerciseId}/${clientId}`);
  const cell = useCell(exerciseId, clientId);
  return (
    <td aria-label={`${exerciseId} ${clientId}`}>{cell ? `${cell.kg} x ${cell.reps}` : ''}</td>
  );
}

function Grid() {
  counted('grid');
  const exercises = useGridExercises();
  const clients = useGridClients();
  return (
    <table>
      <tbody>
        {exercises.map((exercise) => (
          <tr key={exercise.id}>
            {clients.map((client) => (
              <GridCell key={client.id} exerciseId={exercise.id} clientId={client.id} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reports the squat row's weights on every render. */
function SquatRow({ seen }: { seen: (kgByClient: Record<string, number>) => void }) {
  const row = useRow('squat');
  seen(Object.fromEntries(Object.entries(row).map(([id, cell]) => [id, cell.kg])));
  return null;
}

/** Reports the active phase's exercise list and whether the session is offline on every render. */
function PhaseExercises({ seen }: { seen: (list: readonly unknown[], offline: boolean) => void }) {
  seen(useActivePhaseExercises(), useSessionOffline());
  return null;
}

/** Reports Ana's squat progress and set list on every render. */
function AnaSquatSets({ seen }: { seen: (progress: unknown, sets: readonly unknown[]) => void }) {
  seen(useCellProgress('squat', 'ana'), useCellSets('squat', 'ana'));
  return null;
}

describe('the session store', () => {
  it('re-renders only the cell a remote cell:update changed', () => {
    const session = remoteSession(gym());
    render(
      <SessionStoreProvider source={session.source}>
        <Grid />
      </SessionStoreProvider>,
    );
    expect(screen.getAllByRole('cell')).toHaveLength(6);
    const before = new Map(renders);
    renders.clear();

    session.receive('cell:update', {
      exerciseId: 'bench',
      userId: 'ben',
      value: { kg: 60, reps: 8 },
    });

    expect(screen.getByLabelText('bench ben').textContent).toBe('60 x 8');
    expect(screen.getByLabelText('squat ben').textContent).toBe('0 x 0');
    expect(before.get('grid')).toBe(1);
    expect([...renders]).toEqual([['bench/ben', 1]]);
  });

  it('re-renders a row reader when its row changes, and not for another row', () => {
    const session = remoteSession(gym());
    const rows: Record<string, number>[] = [];
    render(
      <SessionStoreProvider source={session.source}>
        <SquatRow seen={(row) => rows.push(row)} />
      </SessionStoreProvider>,
    );
    session.receive('cell:update', { exerciseId: 'bench', userId: 'ana', value: { kg: 40 } });
    session.receive('cell:update', { exerciseId: 'squat', userId: 'cal', value: { kg: 100 } });
    expect(rows).toEqual([
      { ana: 0, ben: 0, cal: 0 },
      { ana: 0, ben: 0, cal: 100 },
    ]);
  });

  it('keeps a derived list while its items are unchanged, and follows an outage', () => {
    const session = remoteSession(gym());
    const lists: (readonly unknown[])[] = [];
    const outages: boolean[] = [];
    render(
      <SessionStoreProvider source={session.source}>
        <PhaseExercises
          seen={(list, offline) => {
            lists.push(list);
            outages.push(offline);
          }}
        />
      </SessionStoreProvider>,
    );
    session.receive('cell:update', { exerciseId: 'squat', userId: 'ana', value: { kg: 20 } });
    expect(lists).toHaveLength(1);
    session.receive('exercises:remove', { exerciseIds: ['bench'] });
    session.setOffline(true);
    expect(lists.map((list) => list.length)).toEqual([2, 1, 1]);
    expect(lists[2]).toBe(lists[1]);
    expect(outages).toEqual([false, false, true]);
  });

  it("re-renders a cell's progress and set list reader for its own sets only", () => {
    const session = remoteSession(gym());
    const seen: { progress: unknown; sets: readonly unknown[] }[] = [];
    render(
      <SessionStoreProvider source={session.source}>
        <AnaSquatSets seen={(progress, sets) => seen.push({ progress, sets })} />
      </SessionStoreProvider>,
    );
    const log = (exerciseId: string, clientId: string) =>
      session.receive('set:log', { exerciseId, clientId, setIndex: 0, kg: 80, reps: 5 });
    log('squat', 'ben');
    log('bench', 'ana');
    expect(seen).toHaveLength(1);
    log('squat', 'ana');
    expect(seen.map((s) => s.progress)).toEqual([null, { done: 1, total: 1 }]);
    expect(seen[1]?.sets).toMatchObject([{ index: 0, prescribed: null, done: { kg: 80 } }]);
  });
});
