import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { fakeSession, gridState } from '../testing/fake-session';
import { SessionCommandsProvider } from './session-commands';
import { SessionHeader } from './session-header';

afterEach(cleanup);

function renderHeader(onFinish = vi.fn(async () => {}), awayScreenId: string | null = null) {
  const session = fakeSession(gridState(1, 1));
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionStoreProvider source={session.socket}>
          <SessionCommandsProvider socket={session.socket}>
            <SessionHeader
              sessionId={session.socket.sessionId}
              onFinish={onFinish}
              awayScreenId={awayScreenId}
            />
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

  it('the menu opens by keyboard on its first item from its first press, and returns focus', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Session menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    const first = await screen.findByRole('menuitem', { name: 'Create Workout' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    // The open menu is modal: what is behind it is hidden from assistive technology.
    const trigger = screen.getByRole('button', { name: 'Session menu', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Session menu' }));
  });

  it('the menu opens on a pointer press on its button', async () => {
    renderHeader();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Session menu' }), { button: 0 });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Manage Clients' })).toBeTruthy();
  });

  it("the cast button reads 'Connect', or 'Disconnect from {screen id}' while a screen follows", () => {
    const { session } = renderHeader();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    session.receive('cast:connected', {
      screenId: 'GYMTV2ABCDEF',
      connectedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(screen.getByRole('button', { name: 'Disconnect from GYMT-V2AB-CDEF' })).toBeTruthy();
    session.receive('cast:disconnected', {});
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it("says 'Screen {id} disconnected' while the paired TV has no connection", () => {
    const { session } = renderHeader(undefined, 'GYMTV2ABCDEF');
    session.receive('cast:connected', {
      screenId: 'GYMTV2ABCDEF',
      connectedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(screen.getByRole('button', { name: 'Screen GYMT-V2AB-CDEF disconnected' })).toBeTruthy();
  });

  it('after the end, the TV showing the summary may be let go; once it is released there is nothing to connect', () => {
    const { session } = renderHeader();
    session.receive('cast:connected', {
      screenId: 'GYMTV2ABCDEF',
      connectedAt: '2026-01-01T10:00:00.000Z',
    });
    session.receive('session:end', { finishedAt: '2026-01-01T11:00:00.000Z' });
    expect(screen.getByRole('button', { name: 'Disconnect from GYMT-V2AB-CDEF' })).toBeTruthy();
    session.receive('cast:disconnected', {});
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    // The way on from the summary: the header's Dashboard, now its primary button.
    expect(screen.getByRole('button', { name: 'Dashboard' }).className).toContain('primary');
  });
});
