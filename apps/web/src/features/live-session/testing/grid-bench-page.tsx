/**
 * The page of the grid benchmark (bench/grid-render.ts), bundled on its own: a trainer grid of
 * 8 clients by 30 exercises over a session source fed the way the socket feeds it, and a driver
 * that plays remote `cell:update` ops one at a time and times each from arrival to the next paint.
 */
// Before React DOM: it looks for the renders hook as it loads.
import './render-count';
import { createSessionState, parseSessionOp } from '@levelup/shared/session';
import { createRoot } from 'react-dom/client';
import * as reducer from '@/lib/realtime/session-reducer';
import { type SessionSource, SessionStoreProvider } from '@/lib/realtime/session-store';
import { createSessionSync, receiveOp, type SessionSync, visibleState } from '@/lib/realtime/sync';
import { GridCell } from '../components/grid-cell';
import { SessionCommandsProvider } from '../components/session-commands';
import { SessionGrid } from '../components/session-grid';
import { AuthAs, coach } from './auth-as';
import { countRendersOf } from './render-count';

const CLIENTS = 8;
const EXERCISES = 30;

const state = createSessionState({
  clients: Array.from({ length: CLIENTS }, (_, i) => ({ id: `c${i}`, firstName: `Client ${i}` })),
  exercises: Array.from({ length: EXERCISES }, (_, i) => ({ id: `e${i}`, name: `Exercise ${i}` })),
});
let sync: SessionSync = createSessionSync({ state, seq: 0 });
let shown = visibleState(sync, reducer);
const listeners = new Set<() => void>();
const source: SessionSource = {
  get state() {
    return shown;
  },
  offline: false,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const noSocket = {
  sendOp: () => null,
  silently: <R,>(block: () => R) => block(),
  sendSelection: () => {},
};

/** An op arriving from the server: applied through the device's sync, then the store is told. */
function arrive(seq: number, exerciseId: string, userId: string, kg: number) {
  const op = parseSessionOp({
    id: crypto.randomUUID(),
    type: 'cell:update',
    payload: { exerciseId, userId, value: { kg } },
  });
  sync = receiveOp(sync, seq, op, reducer).sync;
  shown = visibleState(sync, reducer);
  for (const listener of listeners) listener();
}

/** Resolves once the tasks queued so far (React's render of a store change among them) ran. */
function afterPendingWork(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves after the next frame has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

export interface GridBenchResult {
  /** From the op's arrival to the grid showing it in the DOM. */
  commitMs: number[];
  /** From the op's arrival to the next painted frame. */
  latenciesMs: number[];
  rendersPerOp: number[];
  /** Ops whose new value was not on screen after the paint. */
  missed: number;
}

/**
 * The bare baseline: the same 8 x 30 cells as plain table cells, each op written straight into
 * its cell's text, no React and no store. What is left is the browser's own floor, chiefly the
 * wait for the next frame, which no grid can beat.
 */
async function runBaseline(ops: number, warmup: number): Promise<GridBenchResult> {
  const table = document.createElement('table');
  const cells = new Map<string, HTMLTableCellElement>();
  for (let e = 0; e < EXERCISES; e++) {
    const row = table.insertRow();
    for (let c = 0; c < CLIENTS; c++) {
      const cell = row.insertCell();
      cell.textContent = '0 kg';
      cells.set(`e${e}:c${c}`, cell);
    }
  }
  document.getElementById('root')?.replaceChildren(table);
  const latenciesMs: number[] = [];
  const commitMs: number[] = [];
  let missed = 0;
  for (let i = 0; i < warmup + ops; i++) {
    const key = `e${(i * 7) % EXERCISES}:c${(i * 3) % CLIENTS}`;
    const text = `${2.5 * (i + 1)} kg`;
    await wait(Math.random() * 16);
    const start = performance.now();
    const cell = cells.get(key);
    if (cell) cell.textContent = text;
    const committed = performance.now() - start;
    await nextPaint();
    const elapsed = performance.now() - start;
    if (i < warmup) continue;
    latenciesMs.push(elapsed);
    commitMs.push(committed);
    if (cells.get(key)?.textContent !== text) missed += 1;
  }
  return { commitMs, latenciesMs, rendersPerOp: [], missed };
}

async function run(ops: number, warmup: number): Promise<GridBenchResult> {
  const latenciesMs: number[] = [];
  const commitMs: number[] = [];
  const rendersPerOp: number[] = [];
  let missed = 0;
  const cellRenders = countRendersOf(GridCell);
  for (let i = 0; i < warmup + ops; i++) {
    const exerciseId = `e${(i * 7) % EXERCISES}`;
    const userId = `c${(i * 3) % CLIENTS}`;
    const kg = 2.5 * (i + 1);
    // Ops arrive at any moment of a frame, not just after a paint.
    await wait(Math.random() * 16);
    cellRenders.count = 0;
    const start = performance.now();
    arrive(sync.seq + 1, exerciseId, userId, kg);
    await afterPendingWork();
    const committed = performance.now() - start;
    await nextPaint();
    const elapsed = performance.now() - start;
    const shown = document.querySelector(`[data-cell="${exerciseId}:${userId}"] .cell-kg`);
    if (i < warmup) continue;
    latenciesMs.push(elapsed);
    commitMs.push(committed);
    rendersPerOp.push(cellRenders.count);
    if (shown?.textContent !== String(kg)) missed += 1;
  }
  return { commitMs, latenciesMs, rendersPerOp, missed };
}

declare global {
  interface Window {
    gridBench?: { run: typeof run; runBaseline: typeof runBaseline };
  }
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AuthAs user={coach()}>
      <SessionStoreProvider source={source}>
        <SessionCommandsProvider socket={noSocket}>
          <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
            <SessionGrid mode="trainer" />
          </div>
        </SessionCommandsProvider>
      </SessionStoreProvider>
    </AuthAs>,
  );
  window.gridBench = { run, runBaseline };
}
