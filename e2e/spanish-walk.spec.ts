import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerClient, trainerOf } from './support/accounts';
import { coachSocket } from './support/coach-socket';
import { englishShown } from './support/english-text';
import { cellOf } from './support/grid';
import { endLiveSessions } from './support/gym';
import { newClient, planWorkout, trainerApi } from './support/plan';
import { expect, test } from './support/test';
import { openTv } from './support/tv';

// Issue 33: the client area, the trainer's screens, the live session and the TV walked in a
// Spanish browser at the sizes their users hold, failing on any English word left on screen
// (people's, exercises' and workouts' names aside).
test.use({ locale: 'es-ES' });

const trainer = trainerOf('spanish-walk');

/** Signs in through the Spanish sign-in screen. */
async function logInInSpanish(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The screen has settled: its data arrived and nothing says it is loading. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

/** Fails on English left on the screen, checks it with axe, and keeps its picture. */
async function walked(page: Page, name: string, names: readonly string[]) {
  await settled(page);
  expect(await englishShown(page, names), `English on ${name}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, `${name} in Spanish`);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: test.info().outputPath(`${name}-es-${width}x${height}.png`) });
}

test('the client area speaks Spanish on a phone', async ({ browser, request }) => {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  // Outside the page's cookies, so the page signs in through the Spanish screen itself.
  const account = await registerClient(request, 'spanish-walk', 'Robin');
  const names = ['Robin', 'Tester', 'Robin Tester', account.email];
  await logInInSpanish(page, account);
  await walked(page, 'client-home', names);

  const tabs = page.getByRole('navigation', { name: 'Navegación del cliente' });
  for (const [tab, name] of [
    ['Preparar', 'client-prepare'],
    ['Progreso', 'client-progress'],
    ['Programa', 'client-program'],
    ['Inicio', 'client-home-again'],
  ] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await walked(page, name, names);
  }

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await walked(page, 'client-menu', names);
  await page.getByRole('button', { name: 'Perfil y ajustes' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walked(page, 'client-profile', names);
  await context.close();
});

test('the trainer, the live session and the TV speak Spanish', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const tablet = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1024, height: 768 },
  });
  const page = await tablet.newPage();
  const api = await trainerApi(request, trainer);
  await endLiveSessions(api);
  const athletes = [await newClient(api, 'Ana', true), await newClient(api, 'Bruno', true)];
  await planWorkout(api);
  const library = (await api.get('/api/exercises')) as { id: string; name: string }[];
  const workouts = (await api.get('/api/workouts')) as { name?: string; workoutName?: string }[];
  const names = [
    'Casey Coach 1',
    'Casey',
    // The gym's name, which the server gave it when the trainer was added.
    "Casey's gym",
    trainer.email,
    ...athletes.flatMap((a) => [a.fullName, a.firstName, 'Plantest']),
    ...library.map((e) => e.name),
    ...workouts.map((w) => w.workoutName ?? w.name ?? ''),
  ].filter(Boolean);

  await logInInSpanish(page, trainer);
  await walked(page, 'trainer-home', names);
  for (const [path, name] of [
    ['/trainer/clients', 'trainer-clients'],
    [`/trainer/clients/${athletes[0]!.id}`, 'trainer-client-page'],
    ['/trainer/teams', 'trainer-teams'],
    ['/trainer/challenges', 'trainer-challenges'],
    ['/trainer/settings', 'trainer-settings'],
    ['/trainer/history', 'trainer-history'],
    ['/trainer/workouts/new', 'trainer-workout-builder'],
  ] as const) {
    await page.goto(path);
    await walked(page, name, names);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The live session with two athletes on two exercises, set up from a second device.
  await page.goto('/trainer/session');
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop() as string;
  const floor = await coachSocket(new URL(page.url()).origin, api.token, sessionId);
  try {
    await floor.op('clients:add', { clientIds: athletes.map((a) => a.id) });
    const squat = library.find((e) => e.name === 'Back Squat')!;
    const bench = library.find((e) => e.name === 'Bench Press')!;
    await floor.op('exercises:add', { exerciseIds: [squat.id, bench.id] });
    await floor.op('cell:update', {
      exerciseId: squat.id,
      userId: athletes[0]!.id,
      value: { kg: 80, reps: 5 },
    });
    await expect(page.getByRole('table')).toBeVisible();
    await walked(page, 'live-session', names);
    await page.setViewportSize({ width: 1024, height: 768 });
    await walked(page, 'live-session', names);

    // A load typed on the keypad reads with the comma, as the grid's loads do in Spanish.
    const ana = athletes[0]!.firstName;
    await cellOf(page, 'Back Squat', ana).click();
    await cellOf(page, 'Back Squat', ana).click();
    const keypad = page.getByRole('dialog', { name: `Escribe una carga: Back Squat, ${ana}` });
    for (const key of ['9', '7', ',', '5']) {
      await keypad.getByRole('button', { name: key, exact: true }).click();
    }
    await expect(keypad.getByRole('button', { name: /^KG/ })).toContainText('97,5');
    await walked(page, 'live-keypad', names);
    await keypad.getByRole('button', { name: 'Hecho' }).click();
    await expect(cellOf(page, 'Back Squat', ana)).toContainText('97,5');

    const tv = await browser.newContext({
      locale: 'es-ES',
      viewport: { width: 1920, height: 1080 },
    });
    const screen = await tv.newPage();
    const screenId = await openTv(screen);
    await walked(screen, 'tv-waiting', names);
    await api.post('/cast/connect', { screenId, sessionId });
    await expect(screen).toHaveURL(new RegExp(`/cast/${sessionId}$`));
    await expect(screen.getByRole('table')).toBeVisible();
    await walked(screen, 'tv-grid', names);
    await tv.close();
  } finally {
    floor.socket.disconnect();
    await tablet.close();
  }
});
