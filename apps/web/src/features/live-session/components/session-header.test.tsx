import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '../../../lib/realtime/session-store';
import { fakeSession, gridState } from '../testing/fake-session';
import { SessionCommandsProvider } from './session-commands';
import { SessionHeader } from './session-header';

afterEach(cleanup);

function renderHeader(onFinish = vi.fn(async () => {})) {
  const session = fakeSession(gridState(1, 1));
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionStoreProvider source={session.socket}>
          <SessionCommandsProvider socket={session.socket}>
            <SessionHeader sessionId={session.socket.sessionId} onFinish={onFinish} />
          </SessionCommandsProvider>
        </SessionStoreProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { session, onFinish };
}

describe('SessionHeader', () => {
  it('Start starts the session, then Finish Session asks before ending it', async () => {
    const { session, onFinish } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(session.sent.at(-1)?.type).toBe('session:start');
    fireEvent.click(screen.getByRole('button', { name: 'Finish Session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End workout?' });
    expect(dialog.textContent).toContain('Are you sure? This will save this workout as completed.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to workout' }));
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finish Session' }));
    fireEvent.click(screen.getByRole('button', { name: 'End workout' }));
    expect(onFinish).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Finish Session' })).toBeTruthy();
  });

  it("the cast button reads 'Connect', or 'Disconnect from {screen id}' while a screen follows", () => {
    const { session } = renderHeader();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    session.receive('cast:connected', {
      screenId: 'GYMTV1',
      connectedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(screen.getByRole('button', { name: 'Disconnect from GYMTV1' })).toBeTruthy();
    session.receive('cast:disconnected', {});
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });
});
