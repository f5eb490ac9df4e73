import { IMPORT_MAX_BYTES, type ImportPreview, importMessages as m } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeAuthSession } from '@/testing/auth-session';
import { trainer } from '@/testing/users';
import { ImportHistoryDialog } from './import-history-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const CLIENT_ID = '00000000-0000-4000-8000-000000000042';
const CSV = 'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps\n';

const preview: ImportPreview = {
  format: 'strong-legacy',
  unit: 'kg',
  sessions: 2,
  sets: 5,
  alreadyImported: 1,
  skippedRows: 0,
  firstDate: '2024-01-10T07:30:00.000Z',
  lastDate: '2024-01-12T18:00:00.000Z',
  exercises: [
    { name: 'Squat (Barbell)', sets: 4, match: { id: 'squat-id', name: 'Back Squat' } },
    { name: 'Cable Fly', sets: 1, match: null },
  ],
  library: [
    { id: 'fly-id', name: 'Cable Chest Fly' },
    { id: 'squat-id', name: 'Back Squat' },
  ],
};

interface Posted {
  url: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/** The server: the preview answers `previewReply`, the import 201; every POST is kept. */
function serve(previewReply: { status: number; body: unknown } = { status: 200, body: preview }) {
  const posted: Posted[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    posted.push({
      url,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: new Headers(init?.headers),
    });
    const reply = url.includes('/imports/preview')
      ? previewReply
      : {
          status: 201,
          body: {
            sessionIds: [
              '6f1f5a52-5d0e-4c1a-9a51-0a3f2f8e1c11',
              '6f1f5a52-5d0e-4c1a-9a51-0a3f2f8e1c12',
            ],
            sessions: 2,
            sets: 5,
            alreadyImported: 1,
            createdExercises: 1,
          },
        };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return posted;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={fakeAuthSession({ status: 'signedIn', user: trainer }).session}>
        <ImportHistoryDialog clientId={CLIENT_ID} open onOpenChange={onOpenChange} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(m.fileLabel), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: m.previewButton }));
}

beforeEach(() => {
  toasts.success.mockClear();
  toasts.error.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImportHistoryDialog', () => {
  it('previews the file, asks a pick for the unmatched exercise, then imports it once', async () => {
    const posted = serve();
    const onOpenChange = renderDialog();
    fireEvent.change(screen.getByLabelText(m.unitLabel), { target: { value: 'lb' } });
    chooseFile(new File([CSV], 'strong.csv', { type: 'text/csv' }));

    expect(await screen.findByText(m.detected('Strong (older layout)', 'kg'))).toBeTruthy();
    expect(posted[0]?.url).toContain(`/api/clients/${CLIENT_ID}/imports/preview`);
    expect(posted[0]?.body).toEqual({ csv: CSV, unit: 'lb' });
    expect(screen.getByText(m.alreadyImported(1))).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(m.pickLabel('Squat (Barbell)')).value).toBe(
      'squat-id',
    );

    // No pick for the fly yet: nothing is sent, and the pick says why.
    fireEvent.click(screen.getByRole('button', { name: m.confirmButton }));
    expect(await screen.findByText(m.pickRequired)).toBeTruthy();
    expect(posted).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(m.pickLabel('Cable Fly')), {
      target: { value: 'custom' },
    });
    fireEvent.click(screen.getByRole('button', { name: m.confirmButton }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted[1]?.url).toContain(`/api/clients/${CLIENT_ID}/imports?`);
    expect(posted[1]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted[1]?.body).toEqual({
      csv: CSV,
      unit: 'lb',
      exercises: [
        { name: 'Squat (Barbell)', choice: { kind: 'library', exerciseId: 'squat-id' } },
        { name: 'Cable Fly', choice: { kind: 'custom' } },
      ],
    });
    expect(toasts.success).toHaveBeenCalledWith(m.imported(2, 5));
  });

  it('shows the server’s reason for a broken file, line and column included', async () => {
    const reason = m.atCell(3, 'Weight', m.badNumber('heavy'));
    serve({ status: 400, body: { error: 'VALIDATION_FAILED', message: reason } });
    renderDialog();
    chooseFile(new File([CSV], 'strong.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const posted = serve();
    renderDialog();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    chooseFile(big);
    expect(await screen.findByText(m.tooLarge(5))).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});
