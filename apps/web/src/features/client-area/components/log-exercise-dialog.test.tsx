import { type ExerciseListItem, ownTrainingMessages, type User } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { clientAreaMessages as m } from '@/messages';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';
import { localDay } from '../model/local-day';
import { LogExerciseDialog } from './log-exercise-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const exercise = (n: number, name: string): ExerciseListItem => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  name,
  type: 'compound',
  pattern: null,
  primaryMuscles: [],
  secondaryMuscles: [],
});
const squat = exercise(1, 'Back Squat');
const bench = exercise(2, 'Bench Press');
const deadlift = exercise(3, 'Deadlift');

interface Posted {
  url: string;
  body: Record<string, unknown>;
}

/**
 * The server's two answers the dialog needs: the library, and the log, answered by `answer`
 * (201 with what was logged unless a test says otherwise). Every POST is kept.
 */
function serve(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const posted: Posted[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ url, body });
      const reply = answer(body);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify([squat, bench, deadlift]), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return posted;
}

const logged = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    id: body.id,
    exerciseId: body.exerciseId,
    date: body.date,
    sets: (body.sets as unknown[]).length,
  },
});

function renderDialog(user: User = client) {
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={fakeAuthSession({ status: 'signedIn', user }).session}>
        <LogExerciseDialog open onOpenChange={onOpenChange} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: m.save }));
/** What a screen reader hears after the field's label. */
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

async function pick(name: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: m.searchExercises }), {
    target: { value: name.slice(0, 4).toLowerCase() },
  });
  fireEvent.click(await screen.findByRole('button', { name }));
}

beforeEach(() => {
  toasts.success.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LogExerciseDialog', () => {
  it('logs an exercise from the library with its sets, dated today, and closes', async () => {
    const posted = serve(logged);
    const onOpenChange = renderDialog();
    const dialog = screen.getByRole('dialog', { name: m.logExercise });
    expect(field('Set 1 kg').value).toBe('');

    await pick('Back Squat');
    expect(within(dialog).getByText('Back Squat')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Deadlift' })).toBeNull();
    expect(field(m.trainingDate).value).toBe(localDay());
    type('Set 1 kg', '102,5');
    type('Set 1 Reps', '5');
    fireEvent.change(screen.getByLabelText('Set 1 RPE'), { target: { value: '8.5' } });
    fireEvent.click(screen.getByRole('button', { name: m.addSet }));
    // A new set starts as the one before it: the same load is the usual next set.
    expect(field('Set 2 kg').value).toBe('102,5');
    type('Set 2 Reps', '4');
    save();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toMatch(new RegExp(`/api/users/${client.id}/own-sets\\?tzOffset=`));
    expect(posted[0]?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exerciseId: squat.id,
      date: localDay(),
      sets: [
        { kg: 102.5, reps: 5, rpe: 8.5 },
        { kg: 102.5, reps: 4 },
      ],
    });
    expect(toasts.success).toHaveBeenCalledWith(m.exerciseLogged('Back Squat'));
  });

  it('says under each field what is missing or out of range, and sends nothing', async () => {
    const posted = serve(logged);
    renderDialog();
    type('Set 1 kg', '1001');
    save();
    await waitFor(() =>
      expect(screen.getByText(ownTrainingMessages.exerciseRequired)).toBeTruthy(),
    );
    expect(errorOf('Set 1 kg')).toContain(ownTrainingMessages.weightRange(1000, 'kg'));
    expect(errorOf('Set 1 kg')).toContain(ownTrainingMessages.repsRange(1, 50));
    expect(field('Set 1 kg').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: m.removeSet(1) })).toHaveProperty('disabled', true);
    expect(posted).toHaveLength(0);
  });

  it('sends one request however fast Save is pressed, and the same entry again after a failure', async () => {
    let failures = 1;
    const posted = serve((body) =>
      failures-- > 0 ? { status: 503, body: { error: 'UNAVAILABLE' } } : logged(body),
    );
    const onOpenChange = renderDialog();
    await pick('Bench Press');
    type('Set 1 kg', '60');
    type('Set 1 Reps', '10');
    const button = screen.getByRole('button', { name: m.save });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(posted).toHaveLength(1);

    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toHaveLength(2);
    // The retry is the same training to the server, so it can never be logged twice.
    expect(posted[1]?.body.id).toBe(posted[0]?.body.id);
  });

  it('takes the weight in lb from a client who sees lb, and sends it in kg (issue 35)', async () => {
    const posted = serve(logged);
    const onOpenChange = renderDialog({ ...client, unit: 'lb' });
    expect(screen.queryByLabelText('Set 1 kg')).toBeNull();
    await pick('Back Squat');
    type('Set 1 lb', '225');
    type('Set 1 Reps', '5');
    fireEvent.click(screen.getByRole('button', { name: m.addSet }));
    type('Set 2 lb', '2205');
    type('Set 2 Reps', '5');
    save();
    // The limit is named in the unit typed: 1000 kg is 2204.62 lb.
    await waitFor(() =>
      expect(errorOf('Set 2 lb')).toBe(ownTrainingMessages.weightRange(2204.62, 'lb')),
    );
    expect(posted).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: m.removeSet(2) }));
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    // 225 lb is 102.05828325 kg, stored to a ten-thousandth, which shows as 225 lb again.
    expect(posted[0]?.body.sets).toEqual([{ kg: 102.0583, reps: 5 }]);
    expect(formatLoad(102.0583, 'lb')).toBe('225 lb');
  });

  it('takes the weight in lb when the gym is in lb and the client chose nothing', async () => {
    const posted = serve(logged);
    const onOpenChange = renderDialog({ ...client, unit: null, gymUnit: 'lb' });
    await pick('Deadlift');
    type('Set 1 lb', '315');
    type('Set 1 Reps', '1');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted[0]?.body.sets).toEqual([{ kg: 142.8816, reps: 1 }]);
  });

  it("puts the server's word on a field under that field", async () => {
    serve(() => ({
      status: 400,
      body: {
        error: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        issues: [{ path: 'exerciseId', message: ownTrainingMessages.unknownExercise }],
      },
    }));
    renderDialog();
    await pick('Deadlift');
    type('Set 1 kg', '140');
    type('Set 1 Reps', '3');
    save();
    expect(await screen.findByText(ownTrainingMessages.unknownExercise)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
