import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { ConnectScreenDialog } from './connect-screen-dialog';

const calls = vi.hoisted(() => ({
  connect: vi.fn(),
  disconnect: vi.fn(),
  toast: vi.fn(),
}));

vi.mock('../api/connect-screen', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useConnectScreen: () => useMutation({ mutationFn: calls.connect }) };
});
vi.mock('../api/disconnect-screen', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useDisconnectScreen: () => useMutation({ mutationFn: calls.disconnect }) };
});
vi.mock('@/lib/toast', () => ({ toast: { success: calls.toast } }));
// The camera is not part of these tests: a stand-in reports whatever text a test "scans".
vi.mock('./qr-scanner-panel', () => ({
  default: ({ onScan }: { onScan: (text: string) => void }) => (
    <input aria-label="Scanned text" onChange={(event) => onScan(event.target.value)} />
  ),
}));

function renderDialog(connectedScreenId: string | null = null) {
  const onOpenChange = vi.fn();
  const onConnected = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectScreenDialog
        sessionId="session-1"
        open
        onOpenChange={onOpenChange}
        connectedScreenId={connectedScreenId}
        onConnected={onConnected}
      />
    </QueryClientProvider>,
  );
  return { onOpenChange, onConnected };
}

const field = () => screen.getByRole('textbox', { name: 'Screen ID' });
const connectButton = () => screen.getByRole('button', { name: 'Connect' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ConnectScreenDialog, typed screen id', () => {
  it('keeps Connect disabled while the field is empty', async () => {
    renderDialog();
    expect(screen.getByPlaceholderText('Enter screen ID')).toBeTruthy();
    expect((connectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field(), { target: { value: '   ' } });
    expect((connectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field(), { target: { value: 'AB' } });
    expect((connectButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each(['ABC12', 'ABCDEFGHIJKLM'])('refuses %s: 6-12 characters', async (typed) => {
    renderDialog();
    fireEvent.change(field(), { target: { value: typed } });
    fireEvent.click(connectButton());
    expect(await screen.findByText('Screen ID should be 6-12 characters long.')).toBeTruthy();
    expect(calls.connect).not.toHaveBeenCalled();
  });

  it('reads the id as the TV shows it, connects, toasts the success and closes', async () => {
    calls.connect.mockResolvedValue({
      ok: true,
      screenId: 'AB3CD9XYZ2MN',
      sessionId: 'session-1',
      connectedAt: '2026-01-05T09:00:00.000Z',
    });
    const { onOpenChange, onConnected } = renderDialog();
    fireEvent.change(field(), { target: { value: '  ab3c-d9xy-z2mn ' } });
    fireEvent.click(connectButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.connect.mock.calls[0]?.[0]).toEqual({
      screenId: 'AB3CD9XYZ2MN',
      sessionId: 'session-1',
    });
    expect(calls.toast).toHaveBeenCalledWith('Successfully connected to screen: AB3C-D9XY-Z2MN');
    expect(onConnected).toHaveBeenCalledWith('AB3CD9XYZ2MN');
  });

  it('says so when the server refuses the typed id', async () => {
    calls.connect.mockRejectedValue(new Error('Screen not found'));
    renderDialog();
    fireEvent.change(field(), { target: { value: 'ZZZZZZZZ' } });
    fireEvent.click(connectButton());
    expect(
      await screen.findByText('Failed to connect to screen. Please check the screen ID.'),
    ).toBeTruthy();
  });

  it.each([
    [409, 'CONFLICT', 'This screen is showing another live session. Disconnect it there first.'],
    [429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
  ])(
    'shows the server’s %i message: it tells the trainer what to do',
    async (status, code, message) => {
      calls.connect.mockRejectedValue(new ApiClientError(status, { error: code, message }));
      renderDialog();
      fireEvent.change(field(), { target: { value: 'AB3CD9XYZ2MN' } });
      fireEvent.click(connectButton());
      expect(await screen.findByText(message)).toBeTruthy();
      expect(
        screen.queryByText('Failed to connect to screen. Please check the screen ID.'),
      ).toBeNull();
    },
  );
});

describe('ConnectScreenDialog, scanned QR code', () => {
  it('refuses a code that is not a screen id', async () => {
    renderDialog();
    const scanned = await screen.findByRole('textbox', { name: 'Scanned text' });
    fireEvent.change(scanned, { target: { value: 'https://example.com/some/long/address' } });
    expect(
      screen.getByText('Invalid QR code format. Please scan the correct screen QR code.'),
    ).toBeTruthy();
    expect(calls.connect).not.toHaveBeenCalled();
  });

  it('connects a scanned id, and says so when that fails', async () => {
    calls.connect.mockRejectedValueOnce(new Error('down'));
    renderDialog();
    const scanned = await screen.findByRole('textbox', { name: 'Scanned text' });
    await act(async () => {
      fireEvent.change(scanned, { target: { value: 'AB3CD9XY' } });
    });
    expect(await screen.findByText('Failed to connect to screen. Please try again.')).toBeTruthy();
    expect(calls.connect.mock.calls[0]?.[0]).toEqual({
      screenId: 'AB3CD9XY',
      sessionId: 'session-1',
    });
  });
});

describe('ConnectScreenDialog, connected', () => {
  it('disconnects the screen and toasts it', async () => {
    calls.disconnect.mockResolvedValue(undefined);
    const { onOpenChange } = renderDialog('AB3CD9XYZ2MN');
    expect(screen.getByText('Connected to screen AB3C-D9XY-Z2MN')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect from AB3C-D9XY-Z2MN' }));
    await waitFor(() => expect(calls.toast).toHaveBeenCalledWith('Disconnected from screen'));
    expect(calls.disconnect.mock.calls[0]?.[0]).toEqual({
      screenId: 'AB3CD9XYZ2MN',
      sessionId: 'session-1',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
