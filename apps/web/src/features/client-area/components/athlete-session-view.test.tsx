import { DEFAULT_EQUIPMENT, type WeightUnit } from '@levelup/shared';
import {
  applyOp,
  createSessionState,
  parseSessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';
import { fakeAthleteSocket } from '../testing/fake-athlete-socket';
import { AthleteSession } from './athlete-session-view';

afterEach(cleanup);

/**
 * A live session with Ana and Ben on the grid: Back Squat and Bench Press paired as station A,
 * Barbell Row on its own. Ana's squat is planned at 60 kg × 6 for 2 sets with one warm-up of 8
 * at 50 %.
 */
function liveState(): SessionState {
  return withOps(
    createSessionState({
      clients: [
        { id: 'ana', firstName: 'Ana' },
        { id: 'ben', firstName: 'Ben' },
      ],
      exercises: [
        { id: 'squat', name: 'Back Squat', type: 'compound' },
        { id: 'bench', name: 'Bench Press', type: 'compound' },
        { id: 'row', name: 'Barbell Row', type: 'compound' },
      ],
      phases: [
        {
          id: 'strength',
          name: 'Strength',
          exerciseIds: ['squat', 'bench', 'row'],
          exercisePairs: [['bench', 'squat']],
          exerciseParams: {
            squat: {
              warmup: { pctOfWorking: 50, sets: 1, reps: 8 },
              reps: { minReps: 6, maxReps: 8 },
              sets: { sets: 2 },
            },
          },
        },
      ],
    }),
    { kg: 60, reps: 6, sets: 2 },
  );
}

/** The session started, with Ana's squat planned at `plan`. */
function withOps(start: SessionState, plan: { kg: number; reps: number; sets: number }) {
  let state = start;
  for (const [type, payload] of [
    ['session:start', {}],
    ['cells:coach', { cells: [{ exerciseId: 'squat', userId: 'ana', plan }] }],
  ] as const) {
    const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
    if (op) state = applyOp(state, op);
  }
  return state;
}

/**
 * Ana alone on a barbell Back Squat, planned at `kg` × 5 for 3 working sets without a warm-up,
 * in a gym of `gymUnit` with its default plates; the workout asks its effort on `scale`.
 */
function barbellState({
  kg,
  gymUnit = 'kg',
  scale = 'rpe',
}: {
  kg: number;
  gymUnit?: WeightUnit;
  scale?: 'rpe' | 'rir';
}): SessionState {
  return withOps(
    createSessionState({
      clients: [{ id: 'ana', firstName: 'Ana' }],
      exercises: [{ id: 'squat', name: 'Back Squat', type: 'compound', equipment: 'Barbell' }],
      phases: [
        {
          id: 'strength',
          name: 'Strength',
          exerciseIds: ['squat'],
          exerciseParams: {
            squat: {
              reps: { minReps: 5, maxReps: 5 },
              sets: { sets: 3 },
              rir: { rpe: 8, scale },
            },
          },
        },
      ],
      gym: { unit: gymUnit, equipment: DEFAULT_EQUIPMENT[gymUnit] },
    }),
    { kg, reps: 5, sets: 3 },
  );
}

/** The athlete's screen as Ana, who sees loads in `unit` (her own choice; her gym's is kg). */
function renderAthlete({
  state = liveState(),
  unit = null,
}: {
  state?: SessionState;
  unit?: WeightUnit | null;
} = {}) {
  const clientId = 'ana';
  const session = fakeAthleteSocket(state);
  const auth = fakeAuthSession({
    status: 'signedIn',
    user: { ...client, id: clientId, unit, gymUnit: 'kg' },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/client/session/:id',
        element: (
          <SessionStoreProvider source={session.socket}>
            <AthleteSession socket={session.socket} clientId={clientId} />
          </SessionStoreProvider>
        ),
      },
    ],
    { initialEntries: ['/client/session/s1'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider session={auth.session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return session;
}

const exerciseCard = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) }).closest('li') as HTMLElement;
const currentSet = () => screen.getByRole('region', { name: /^Current set/ });

describe('the athlete’s live screen', () => {
  it('shows the phase, the athlete’s exercises in order with their station, and each set', () => {
    renderAthlete();
    expect(screen.getByText('Phase: Strength')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /^Station|^No station/ }).map((b) => b.textContent),
    ).toEqual(['AStation ABack Squat0/3 sets', 'AStation ABench Press', '–No stationBarbell Row']);
    const squat = exerciseCard('Back Squat');
    expect(within(squat).getByText('Station A')).toBeTruthy();
    const sets = within(squat).getAllByRole('listitem');
    expect(sets.map((s) => s.textContent)).toEqual([
      'Set 1Warm-upPlan 30 kg × 8Now',
      'Set 2WorkingPlan 60 kg × 6Not done',
      'Set 3WorkingPlan 60 kg × 6Not done',
    ]);
    expect(within(squat).getByText('0/3 sets')).toBeTruthy();
    expect(within(exerciseCard('Barbell Row')).getByText('No station')).toBeTruthy();
  });

  it('logs the current set with what the steppers and the RPE picker say, and shows it at once', () => {
    const session = renderAthlete();
    const card = currentSet();
    expect(within(card).getByRole('heading').textContent).toContain('Back Squat');
    expect(within(card).getByText('Set 1 of 3 · Warm-up · Plan 30 kg × 8')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Weight up 2.5 kg' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Reps down 1' }));
    fireEvent.click(within(card).getByRole('radio', { name: '8' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Log set' }));

    expect(session.sent).toHaveLength(1);
    expect(session.sent[0]).toMatchObject({
      type: 'set:log',
      payload: {
        exerciseId: 'squat',
        clientId: 'ana',
        setIndex: 0,
        kg: 32.5,
        reps: 7,
        rpe: 8,
        by: 'athlete',
      },
    });
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Done 32.5 kg × 7, RPE 8');
    expect(first.textContent).toContain('Waiting for your coach');
    expect(within(currentSet()).getByText('Logged set 1: 32.5 kg × 7, RPE 8')).toBeTruthy();
    // The next set comes pre-filled from the prescription, without an RPE.
    expect(within(currentSet()).getByText('Set 2 of 3 · Working · Plan 60 kg × 6')).toBeTruthy();
    expect(
      within(currentSet())
        .getAllByRole('status')
        .map((o) => o.textContent),
    ).toEqual(['60', '6']);
    expect(
      within(currentSet()).getByRole('radio', { name: 'None' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('sends no RPE when none is picked, or when the picked one is taken back', () => {
    const session = renderAthlete();
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    expect(session.sent.map((op) => op.payload)).toEqual([
      expect.not.objectContaining({ rpe: expect.anything() }),
      expect.not.objectContaining({ rpe: expect.anything() }),
    ]);
    expect(session.sent.map((op) => (op.type === 'set:log' ? op.payload.setIndex : null))).toEqual([
      0, 1,
    ]);
  });

  it('shows the coach’s check of a logged set', () => {
    const session = renderAthlete();
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    session.confirmSent();
    session.receive('cell:verify', {
      exerciseId: 'squat',
      userId: 'ana',
      verification: 'verified',
      setIndex: 0,
    });
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Verified by coach');
    expect(within(currentSet()).getByText('Verified by coach')).toBeTruthy();
    expect(within(exerciseCard('Back Squat')).getByText('1/3 sets')).toBeTruthy();
  });

  it('shows the coach’s notes to the athlete, on the session and on an exercise', () => {
    const session = renderAthlete();
    session.receive('note:add', { scope: 'trainee', userId: 'ana', text: 'Brace before each rep' });
    session.receive('note:add', {
      scope: 'cell',
      userId: 'ana',
      exerciseId: 'squat',
      text: 'Pause at the bottom',
    });
    const notes = screen.getByRole('region', { name: 'From your coach' });
    expect(within(notes).getByText('Brace before each rep')).toBeTruthy();
    expect(within(exerciseCard('Back Squat')).getByText('Pause at the bottom')).toBeTruthy();
  });

  it('follows the coach: a changed load, the station moving, and an exercise assigned', () => {
    const session = renderAthlete();
    session.receive('cell:update', { exerciseId: 'squat', userId: 'ana', value: { kg: 40 } });
    expect(within(currentSet()).getAllByRole('status')[0]?.textContent).toBe('40');

    expect(screen.queryByText('Current station')).toBeNull();
    session.receive('station:next', {});
    expect(within(exerciseCard('Back Squat')).getByText('Current station')).toBeTruthy();
    expect(within(exerciseCard('Bench Press')).getByText('Current station')).toBeTruthy();

    session.receive('client:assign', { userId: 'ana', exerciseId: 'row' });
    expect(screen.queryByRole('button', { name: /Back Squat/ })).toBeNull();
    expect(within(currentSet()).getByRole('heading').textContent).toContain('Barbell Row');
  });

  it('lets the athlete pick the exercise the current set is of', () => {
    renderAthlete();
    fireEvent.click(screen.getByRole('button', { name: /Bench Press/ }));
    expect(screen.getByRole('button', { name: /Bench Press/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(currentSet()).getByRole('heading').textContent).toContain('Bench Press');
  });

  it('runs the interval timer the coach runs, and says so through a Wi-Fi drop', () => {
    const session = renderAthlete();
    session.timer({ phase: 'work', remainingMs: 42_000, isRunning: false });
    const timer = screen.getByRole('timer', { name: 'Interval timer' });
    expect(timer.textContent).toContain('0:42');

    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    session.goOffline();
    expect(screen.getByText(/^Offline:/)).toBeTruthy();
    expect(screen.getByText('1 change waiting to be sent')).toBeTruthy();
  });

  it('says so when the athlete is no longer on the grid', () => {
    const session = renderAthlete();
    session.receive('clients:remove', { clientIds: ['ana'] });
    expect(
      screen.getByText('You are not on this live session’s grid: ask your coach to add you.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});

describe('loads on the athlete’s phone (issue 35)', () => {
  const weight = () => within(currentSet()).getAllByRole('status')[0]?.textContent;
  const logButton = () => within(currentSet()).getByRole('button', { name: 'Log set' });
  const sentKg = (session: ReturnType<typeof renderAthlete>) =>
    session.sent.map((op) => (op.type === 'set:log' ? op.payload.kg : null));

  it('shows every load in pounds and steps 5 lb, with the plates per side', () => {
    // 225 lb in a pound gym: the 45 lb bar and two 45s each side.
    const session = renderAthlete({
      state: barbellState({ kg: 102.0583, gymUnit: 'lb' }),
      unit: 'lb',
    });
    const card = currentSet();
    expect(within(card).getByText('Set 1 of 3 · Working · Plan 225 lb × 5')).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Weight (lb)' })).toBeTruthy();
    expect(weight()).toBe('225');
    expect(within(card).getByText('45 lb bar + 45 + 45 each side')).toBeTruthy();
    expect(
      within(exerciseCard('Back Squat'))
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual([
      'Set 1WorkingPlan 225 lb × 5Now',
      'Set 2WorkingPlan 225 lb × 5Not done',
      'Set 3WorkingPlan 225 lb × 5Not done',
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Weight up 5 lb' }));
    expect(weight()).toBe('230');
    expect(within(card).getByText('45 lb bar + 45 + 45 + 2.5 each side')).toBeTruthy();
    fireEvent.click(logButton());

    // Sent and kept in kg, shown again as the pounds typed.
    expect(sentKg(session)).toEqual([104.3262]);
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Done 230 lb × 5');
    expect(within(currentSet()).getByText('Logged set 1: 230 lb × 5')).toBeTruthy();
  });

  it('sends a pound load as kg to a ten-thousandth: 225 lb arrives as 102.0583 kg', () => {
    // A kg gym's 100 kg is 220.46 lb to an athlete who reads pounds; one step up is 225 lb.
    const session = renderAthlete({ state: barbellState({ kg: 100 }), unit: 'lb' });
    expect(weight()).toBe('220.46');
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Weight up 5 lb' }));
    expect(weight()).toBe('225');
    fireEvent.click(logButton());
    expect(sentKg(session)).toEqual([102.0583]);
  });

  it('shows kg plates, and the nearest loadable weight for one the plates cannot make', () => {
    const session = renderAthlete({ state: barbellState({ kg: 100 }) });
    const card = currentSet();
    expect(within(card).getByText('20 kg bar + 25 + 15 each side')).toBeTruthy();

    // The coach puts 101 kg on the grid: no pair of plates makes it.
    session.receive('cell:update', { exerciseId: 'squat', userId: 'ana', value: { kg: 101 } });
    expect(weight()).toBe('101');
    expect(within(currentSet()).getByText('Nearest loadable: 100 kg')).toBeTruthy();
    expect(within(currentSet()).queryByText(/each side$/)).toBeNull();

    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Weight up 2.5 kg' }));
    expect(weight()).toBe('102.5');
    expect(within(currentSet()).queryByText(/^Nearest loadable/)).toBeNull();
    expect(within(currentSet()).getByText('20 kg bar + 25 + 15 + 1.25 each side')).toBeTruthy();
  });

  it('loads the next set from a rated set, says why, and pre-fills the weight with it', () => {
    renderAthlete({ state: barbellState({ kg: 100 }) });
    expect(within(currentSet()).queryByText(/^RPE .* next/)).toBeNull();
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(logButton());

    // By the RTS chart 100 kg × 5 at RPE 9.5 is 85 % of a 117.6 kg max; 5 at the workout's RPE 8
    // are 81.1 % of it, 95.4 kg, loaded as 95 kg.
    const card = currentSet();
    expect(within(card).getByText('RPE 9.5 on 100 kg x 5: next 95 kg')).toBeTruthy();
    expect(within(card).getByText('Set 2 of 3 · Working · Plan 95 kg × 5')).toBeTruthy();
    expect(weight()).toBe('95');
    expect(within(card).getByText('Logged set 1: 100 kg × 5, RPE 9.5')).toBeTruthy();
  });

  it('says the reason in the athlete’s unit', () => {
    renderAthlete({ state: barbellState({ kg: 102.0583, gymUnit: 'lb' }), unit: 'lb' });
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(logButton());
    // 81.1 % of 225 lb / 85 % is 214.7 lb, which the pound gym's plates make as 215 lb.
    expect(within(currentSet()).getByText('RPE 9.5 on 225 lb x 5: next 215 lb')).toBeTruthy();
    expect(weight()).toBe('215');
  });

  it('carries the athlete’s readiness change, with their own score', () => {
    const session = renderAthlete({ state: barbellState({ kg: 100 }) });
    session.receive('client:readiness', { userId: 'ana', readiness: { score: 48, percent: -10 } });
    const card = currentSet();
    expect(within(card).getByText('Readiness 48: -10 %')).toBeTruthy();
    expect(weight()).toBe('90');
    expect(within(card).getByText('Set 1 of 3 · Working · Plan 90 kg × 5')).toBeTruthy();
  });

  it('asks reps in reserve when the workout does, sends them as RPE, and shows them as RIR', () => {
    const session = renderAthlete({ state: barbellState({ kg: 100, scale: 'rir' }) });
    const picker = within(currentSet()).getByRole('radiogroup', { name: 'RIR (optional)' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['None', '0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4']);
    fireEvent.click(within(picker).getByRole('radio', { name: '2' }));
    fireEvent.click(logButton());
    expect(session.sent[0]).toMatchObject({ type: 'set:log', payload: { kg: 100, rpe: 8 } });
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Done 100 kg × 5, 2 RIR');
    expect(within(currentSet()).getByText('Logged set 1: 100 kg × 5, 2 RIR')).toBeTruthy();
  });
});
