import { createSessionState, type SessionState } from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CastScreen, CastScreenContext } from '@/features/cast';
import type { CastSocket } from '@/lib/realtime/cast-socket';
import type { RealtimeStatus } from '@/lib/realtime/connection';
import { CastSessionView } from './cast-session-screen';

vi.mock('../api/get-screen-session', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useScreenSession: (_screen: unknown, sessionId: string, enabled: boolean) =>
      useQuery({
        queryKey: ['screen-session', sessionId],
        queryFn: async () => ({ sessionId, joinCode: 'TYTX46PQRS' }),
        enabled,
      }),
  };
});

/** A cast socket the test drives: status, state and timer change when told. */
function fakeSocket() {
  const listeners = new Set<() => void>();
  const live = {
    status: 'connecting' as RealtimeStatus,
    state: null as SessionState | null,
    timer: null as TimerSync | null,
  };
  const socket = {
    screenId: 'AB3CD9XY',
    sessionId: 's1',
    seq: 0,
    queuedMessages: [],
    get status() {
      return live.status;
    },
    get state() {
      return live.state;
    },
    get timer() {
      return live.timer;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {},
  } as unknown as CastSocket;
  return {
    socket,
    set(change: Partial<typeof live>) {
      Object.assign(live, change);
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

function renderView(socket: CastSocket, unreachable = false) {
  const value: CastScreen = {
    identity: { screenId: 'AB3CD9XY', screenToken: 'secret' },
    identityFailed: false,
    socket,
    unreachable,
    pairingSessionId: null,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/cast/s1']}>
        <CastScreenContext.Provider value={value}>
          <CastSessionView sessionId="s1" grid={<p>the grid</p>} summary={<p>the summary</p>} />
        </CastScreenContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the cast session view', () => {
  it('covers the screen while the realtime link is down', () => {
    const tv = fakeSocket();
    renderView(tv.socket);
    expect(screen.getByText('Connecting...')).toBeTruthy();
    tv.set({ status: 'connected' });
    expect(screen.queryByText('Connecting...')).toBeNull();
    expect(screen.getByText('Connecting to session...')).toBeTruthy();
  });

  it('says it is retrying when the realtime service cannot be reached', () => {
    const tv = fakeSocket();
    renderView(tv.socket, true);
    expect(screen.getByText('Unable to reach realtime service. Retrying...')).toBeTruthy();
  });

  it('shows the logo line, the timer, the grid, then the summary once the session ends', () => {
    const tv = fakeSocket();
    renderView(tv.socket);
    tv.set({ status: 'connected', state: createSessionState() });
    expect(screen.getByText('Following live session')).toBeTruthy();
    expect(screen.getByText('the grid')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    tv.set({ timer: { phase: 'rest', remainingMs: 20_000, isRunning: false } });
    expect(screen.getByRole('timer', { name: 'Interval timer' }).textContent).toContain('Rest');
    tv.set({ state: { ...createSessionState(), finished: true } });
    expect(screen.getByText('the summary')).toBeTruthy();
    expect(screen.queryByText('the grid')).toBeNull();
    expect(screen.getByText('Session complete')).toBeTruthy();
    expect(screen.queryByText('Following live session')).toBeNull();
  });

  it('shows the join QR only while the trainer has it on', async () => {
    const tv = fakeSocket();
    renderView(tv.socket);
    tv.set({ status: 'connected', state: createSessionState() });
    expect(screen.queryByText('Join This Session')).toBeNull();
    tv.set({ state: { ...createSessionState(), castJoinQrVisible: true } });
    expect(await screen.findByText('Join This Session')).toBeTruthy();
    expect(screen.getByText('TYTX-46PQ-RS')).toBeTruthy();
    tv.set({ state: { ...createSessionState(), castJoinQrVisible: false } });
    expect(screen.queryByText('Join This Session')).toBeNull();
  });
});
