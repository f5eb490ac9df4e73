import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { trainerOf } from './support/accounts';
import { CAST_SUMMARY_SECONDS } from './support/cast-summary';
import { coachSocket } from './support/coach-socket';
import { newClient, planWorkout, trainerApi } from './support/plan';
import { expect, test } from './support/test';

// The gym TV (issue 9): a wall screen at 1920 x 1080 that the coach pairs with a live session.
test.use({ viewport: { width: 1920, height: 1080 } });

const PLAN_SHOTS = process.env.PLAN_SHOTS_DIR ?? '/work/shots/planend';

/** With CAST_SHOTS_DIR set, keeps a screenshot of the page for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.CAST_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const trainer = trainerOf('cast');

/** The spec's coach's access token, for the calls the coach's tablet makes. */
async function coachToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/token/auth', { data: trainer });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

async function createSession(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post('/api/sessions', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return id;
}

async function castCall(
  request: APIRequestContext,
  token: string,
  path: '/cast/connect' | '/cast/disconnect',
  data: Record<string, string>,
) {
  const answer = await request.post(path, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A screen id as the TV shows it: twelve characters in groups of four. */
const SHOWN_SCREEN_ID = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** Opens /cast and reads the screen id the TV shows. */
async function openTv(page: Page): Promise<string> {
  await page.goto('/cast');
  await expect(page.getByRole('heading', { name: 'Cast to This Screen' })).toBeVisible();
  const screenId = page.getByTestId('screen-id');
  await expect(screenId).toHaveText(SHOWN_SCREEN_ID, { timeout: 15_000 });
  return (await screenId.textContent()) ?? '';
}

test('the TV shows its screen id and QR, moves to the session it is paired with, and keeps its id on reload', async ({
  page,
}) => {
  const screenId = await openTv(page);
  await expect(page.getByText('Screen ID:')).toBeVisible();
  await expect(
    page.getByText(
      'This screen is waiting for a connection. Open your trainer session and use the "Connect" button to scan this code.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of screen ID ${screenId}` })).toBeVisible();
  await shot(page, 'cast-landing-1920');
  await expectNoSeriousA11yViolations(page, '/cast');

  await page.reload();
  await expect(page.getByTestId('screen-id')).toHaveText(screenId);

  const token = await coachToken(page.request);
  const sessionId = await createSession(page.request, token);
  await castCall(page.request, token, '/cast/connect', { screenId, sessionId });
  await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));

  // A TV that reboots comes back to the same id and, still paired, to its session.
  await page.goto('/cast');
  await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));

  await castCall(page.request, token, '/cast/disconnect', { screenId, sessionId });
  await expect(page).toHaveURL(/\/cast$/);
  await expect(page.getByTestId('screen-id')).toHaveText(screenId);
});

/**
 * Sums the page's layout shifts from its first frame on (a PerformanceObserver the page starts
 * before any of its scripts); `layoutShiftSoFar` reads the sum with the entries not yet delivered.
 */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, observer: null as PerformanceObserver | null };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    };
    shifts.observer = new PerformanceObserver((list) => add(list.getEntries()));
    shifts.observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      layoutShiftSoFar: () => {
        add(shifts.observer?.takeRecords() ?? []);
        return shifts.total;
      },
    });
  });
}

const layoutShiftSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShiftSoFar: () => number }).layoutShiftSoFar());

test('the TV landing does not shift while it loads: the status, then the QR code and the id', async ({
  page,
}) => {
  await observeLayoutShifts(page);
  // A new TV (asks for its id) and the same TV opened again (its id is stored).
  for (const open of [() => page.goto('/cast'), () => page.reload()]) {
    await open();
    const qr = page.getByRole('img', { name: /^QR code of screen ID / });
    await expect(qr).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('screen-id')).toHaveText(SHOWN_SCREEN_ID);
    // The landing has loaded once the code's image is decoded and painted.
    await qr.evaluate((image: HTMLImageElement) => image.decode());
    // Shifts are reported as a frame is painted: two frames on, the last one's are in.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Lighthouse's 'good' is under 0.1; the landing that shifted measured 0.086 here, and one that
    // holds its places measures 0, so the bar sits between them to catch a shift coming back.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  }
});

test('a TV whose stored screen is unknown to the server gets a new id', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'levelup.cast.screen',
        JSON.stringify({ screenId: 'GONE0000', screenToken: 'not-a-real-token' }),
      );
    }
  });
  await page.goto('/cast');
  await expect(page.getByTestId('screen-id')).toHaveText(SHOWN_SCREEN_ID, { timeout: 15_000 });
  await expect(page.getByTestId('screen-id')).not.toHaveText('GONE-0000');
});

test('the paired TV shows the grid: a cell edit, a verification, a phase change and the summary mode', async ({
  page,
  baseURL,
}) => {
  const screenId = await openTv(page);
  const client = await newClient(await trainerApi(page.request, trainer), 'Tova', false);
  const token = await coachToken(page.request);
  const sessionId = await createSession(page.request, token);
  const headers = { authorization: `Bearer ${token}` };
  const library = (await (await page.request.get('/api/exercises', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const exercise = library[0];
  if (!exercise) throw new Error('the library has no exercises');
  const coach = await coachSocket(baseURL!, token, sessionId);
  try {
    await castCall(page.request, token, '/cast/connect', { screenId, sessionId });
    await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));
    await coach.op('clients:add', { clientIds: [client.id] });
    await coach.op('exercises:add', { exerciseIds: [exercise.id] });
    const grid = page.getByRole('table');
    await expect(grid.getByText(client.firstName)).toBeVisible({ timeout: 1_000 });

    await coach.op('cell:update', {
      exerciseId: exercise.id,
      userId: client.id,
      value: { kg: 62.5, reps: 7 },
    });
    const cell = grid.getByRole('img', {
      name: `${exercise.name}, ${client.firstName}: 62.5 kg, 7 reps`,
    });
    await expect(cell).toBeVisible({ timeout: 1_000 });
    await coach.op('cell:verify', {
      exerciseId: exercise.id,
      userId: client.id,
      verification: 'verified',
    });
    await expect(cell).toContainText('Verified', { timeout: 1_000 });
    // The TV has nothing to press: no buttons in the grid.
    await expect(grid.getByRole('button')).toHaveCount(0);

    const finisher = randomUUID();
    await coach.op('phase:add', { id: finisher, name: 'Finisher' });
    await coach.op('phase:active', { phaseId: finisher });
    await expect(page.getByText('Finisher')).toBeVisible({ timeout: 1_000 });
    await expect(page.getByText('Phase 1')).toHaveCount(0);
    await shot(page, 'cast-grid-1920');
    // The grid sits on the TV's dark page: its names must keep their own dark ink.
    await expectNoSeriousA11yViolations(page, '/cast/{id} grid');

    const ended = await page.request.post(`/api/sessions/${sessionId}/end`, { headers });
    expect(ended.ok()).toBe(true);
    const summary = page.getByRole('region', { name: 'Session summary' });
    await expect(summary).toBeVisible({ timeout: 1_000 });
    await expect(summary).toContainText('Progress');
    await coach.op('summary:mode', { mode: 'comparison' });
    await expect(summary).toContainText('Comparison', { timeout: 1_000 });
    await expectNoSeriousA11yViolations(page, '/cast/{id} summary');
  } finally {
    coach.socket.disconnect();
  }
});

test('the paired TV follows the session: timer, join QR and the end', async ({ page, baseURL }) => {
  const screenId = await openTv(page);
  const token = await coachToken(page.request);
  const sessionId = await createSession(page.request, token);
  const coach = await coachSocket(baseURL!, token, sessionId);
  try {
    await castCall(page.request, token, '/cast/connect', { screenId, sessionId });
    await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));
    await expect(page.getByText('Following live session')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Interval timer' });
    await expect(timer).toContainText('Ready');
    await expect(page.getByText('Join This Session')).toHaveCount(0);

    // A timer start on the tablet shows on the TV within a second, and keeps counting down there.
    await coach.timer({ phase: 'work', remainingMs: 42_000, isRunning: true });
    await expect(timer).toContainText('Work', { timeout: 1_000 });
    await expect(timer).toContainText(/0:4[012]/, { timeout: 1_000 });
    await expect(timer).toContainText(/0:(39|40)/, { timeout: 4_000 });

    await coach.op('cast:qr:visibility', { visible: true });
    await expect(page.getByText('Join This Session')).toBeVisible({ timeout: 1_000 });
    await expect(page.getByRole('img', { name: 'QR code to join this session' })).toBeVisible();
    await shot(page, 'cast-session-1920');
    await expectNoSeriousA11yViolations(page, '/cast/{id}');

    // A TV that joins late (here: reloads) picks up the running timer and the QR.
    await page.reload();
    await expect(timer).toContainText('Work');
    // Counting on from where it was (below 0:40), not started again from 0:42.
    await expect(timer).toContainText(/0:[0-3]\d/);
    await expect(page.getByText('Join This Session')).toBeVisible();

    await coach.timer({ phase: 'paused', remainingMs: 30_000, isRunning: false });
    await expect(timer).toContainText('Paused', { timeout: 1_000 });
    await expect(timer).toContainText('0:30');

    await coach.op('cast:qr:visibility', { visible: false });
    await expect(page.getByText('Join This Session')).toHaveCount(0, { timeout: 1_000 });

    const ended = await page.request.post(`/api/sessions/${sessionId}/end`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await expect(page.getByRole('region', { name: 'Session summary' })).toBeVisible({
      timeout: 1_000,
    });
  } finally {
    coach.socket.disconnect();
  }
});

test('the TV shows a launched workout’s plan, the summary after the end, then is back on /cast', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const screenId = await openTv(page);
  const api = await trainerApi(page.request, trainer);
  const workoutId = await planWorkout(api);
  const client = await newClient(api, 'Nico', true);
  const token = await coachToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const { id: sessionId } = (await api.post('/api/sessions', { workoutId })) as { id: string };
  const coach = await coachSocket(baseURL!, token, sessionId);
  try {
    await castCall(page.request, token, '/cast/connect', { screenId, sessionId });
    await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));
    await coach.op('clients:add', { clientIds: [client.id] });
    const squat = page.getByRole('img', {
      name: `Back Squat, ${client.firstName}: planned 4 sets of 6 reps at 62.5 kg, 0/6 sets done`,
    });
    await expect(squat).toBeVisible({ timeout: 3_000 });
    // The current set (the first warm-up: 60 % of 62.5 kg for 8), and how far the cell is: none
    // of its six sets (two warm-up) done yet.
    await expect(squat).toHaveText('37.580/6 sets done');
    await expect(page.getByText('4×6–8 · warm-up 2×8 @ 60%')).toBeVisible();
    const state = (await api.get(`/api/sessions/${sessionId}/state`)) as {
      state: { exercises: { id: string; name: string }[] };
    };
    const squatId = state.state.exercises.find((e) => e.name === 'Back Squat')?.id;
    // The two warm-ups logged, then the first working set verified.
    for (const setIndex of [0, 1]) {
      await coach.op('set:log', {
        exerciseId: squatId,
        clientId: client.id,
        setIndex,
        kg: 37.5,
        reps: 8,
      });
    }
    await coach.op('cell:verify', {
      exerciseId: squatId,
      userId: client.id,
      verification: 'verified',
      setIndex: 2,
    });

    const ended = await page.request.post(`/api/sessions/${sessionId}/end`, { headers });
    expect(ended.ok()).toBe(true);
    // The TV shows the summary once the end has reached it: on a loaded machine, past a second.
    const summary = page.getByRole('region', { name: 'Session summary' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('row', { name: /Back Squat/ })).toContainText('Verified');
    await expect(page.getByRole('row', { name: /Bench Press/ })).toContainText('Not done');
    mkdirSync(PLAN_SHOTS, { recursive: true });
    await page.screenshot({ path: `${PLAN_SHOTS}/tv-summary-1920x1080.png` });
    await expectNoSeriousA11yViolations(page, '/cast/{id} summary after the end');

    // The summary stays for CAST_SUMMARY_SECONDS, then the TV is free again.
    await expect(page).toHaveURL(/\/cast$/, { timeout: (CAST_SUMMARY_SECONDS + 10) * 1000 });
    await expect(page.getByRole('heading', { name: 'Cast to This Screen' })).toBeVisible();
    const after = (await api.get(`/api/sessions/${sessionId}/state`)) as {
      state: { castConnection: unknown };
    };
    expect(after.state.castConnection).toBeNull();
  } finally {
    coach.socket.disconnect();
  }
});

test('/cast/{id} of a session the TV is not paired with goes back to /cast', async ({ page }) => {
  const screenId = await openTv(page);
  await page.goto('/cast/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/cast$/);
  await expect(page.getByTestId('screen-id')).toHaveText(screenId);
});

test('a TV that cannot get a screen id says so and tries again by itself', async ({ page }) => {
  let refused = 0;
  await page.route('**/cast/screen-id', async (route) => {
    if (refused < 2) {
      refused += 1;
      await route.fulfill({ status: 503, json: { error: 'UNAVAILABLE', message: 'Try later' } });
      return;
    }
    await route.continue();
  });
  await page.goto('/cast');
  await expect(page.getByText('Failed to generate screen ID')).toBeVisible();
  await shot(page, 'cast-failed-1920');
  await expect(page.getByTestId('screen-id')).toHaveText(SHOWN_SCREEN_ID, { timeout: 15_000 });
  await expect(page.getByText('Failed to generate screen ID')).toHaveCount(0);
});
