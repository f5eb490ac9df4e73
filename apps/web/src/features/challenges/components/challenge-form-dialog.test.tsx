import { challengeMessages } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { ChallengeFormDialog } from './challenge-form-dialog';

const calls = vi.hoisted(() => ({ create: vi.fn(), success: vi.fn() }));
const SQUAT = '11111111-1111-4111-8111-111111111111';
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiClient: {
    get: async () => [{ id: SQUAT, name: 'Back Squat', type: 'compound' }],
    post: (_path: string, body: unknown) => calls.create(body),
  },
}));
vi.mock('@/lib/toast', () => ({ toast: { success: calls.success, error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChallengeFormDialog open onOpenChange={onOpenChange} challenge={null} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ChallengeFormDialog', () => {
  it('asks for the exercise of an e1RM challenge, and sends the challenge once it has one', async () => {
    calls.create.mockResolvedValue({});
    const onOpenChange = renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Squat-off' } });
    fireEvent.change(field('Measures'), { target: { value: 'e1rm' } });
    fireEvent.change(field('Last day'), { target: { value: '2099-12-31' } });
    save();
    await waitFor(() => expect(errorOf('Exercise')).toBe(challengeMessages.exerciseRequired));
    expect(calls.create).not.toHaveBeenCalled();

    await screen.findByRole('option', { name: 'Back Squat' });
    fireEvent.change(field('Exercise'), { target: { value: SQUAT } });
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Squat-off',
        metric: 'e1rm',
        exerciseId: SQUAT,
        endDate: '2099-12-31',
      }),
    );
    expect(calls.success).toHaveBeenCalledWith('Challenge saved');
  });

  it('puts what the server refuses under its field', async () => {
    calls.create.mockRejectedValue(
      new ApiClientError(400, {
        error: 'VALIDATION_FAILED',
        issues: [{ path: 'endDate', message: challengeMessages.endBeforeStart }],
      }),
    );
    const onOpenChange = renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Volume' } });
    fireEvent.change(field('Last day'), { target: { value: '2099-12-31' } });
    save();
    await waitFor(() => expect(errorOf('Last day')).toBe(challengeMessages.endBeforeStart));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
