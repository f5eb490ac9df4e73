import { teamMessages } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamFormDialog } from './team-form-dialog';

const calls = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), success: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiClient: {
    post: (path: string, body: unknown, options: { idempotencyKey?: string }) =>
      calls.create(path, body, options.idempotencyKey),
    put: (path: string, body: unknown) => calls.update(path, body),
  },
}));
vi.mock('@/lib/toast', () => ({ toast: { success: calls.success, error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TEAM = { id: '22222222-2222-4222-8222-222222222222', name: 'Red', colorHex: '#e8453c' };

function renderForm(team: typeof TEAM | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamFormDialog open onOpenChange={onOpenChange} team={team ? { ...team, score: 3 } : null} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('TeamFormDialog', () => {
  it('asks for a name and a colour, then sends the new team with a key', async () => {
    calls.create.mockResolvedValue({ ...TEAM, id: TEAM.id, score: 0 });
    const onOpenChange = renderForm();
    save();
    await screen.findByText(teamMessages.nameRequired);
    expect(screen.getByText(teamMessages.colorRequired)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Colour' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: ' Rockets ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.create).toHaveBeenCalledWith(
      '/api/teams',
      { name: 'Rockets', colorHex: '#009e8e' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(calls.success).toHaveBeenCalledWith('Team saved');
  });

  it('opens a team as it is, and sends its new name and colour', async () => {
    calls.update.mockResolvedValue({ ...TEAM, name: 'Blue', colorHex: '#1e88e5', score: 3 });
    const onOpenChange = renderForm(TEAM);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Red' }).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Blue' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith(`/api/teams/${TEAM.id}`, {
      name: 'Blue',
      colorHex: '#1e88e5',
    });
  });
});
