import { logIn, trainerOf } from './support/accounts';
import { coachSocket } from './support/coach-socket';
import { newClient, trainerApi } from './support/plan';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

test('the app is installable: a manifest with a name, standalone display and icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Level Up', display: 'standalone', start_url: '/' });
  const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});

test('a second visit opens the sign-in screen with no network at all', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // The service worker has precached the shell and taken control of the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await context.setOffline(false);
});

test('a live-session edit made offline survives reloads and reaches the server once', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const trainer = trainerOf('offline-shell');
  await logIn(page, trainer);
  const api = await trainerApi(page.request, trainer);
  const { token, headers } = api;
  const client = await newClient(api, 'Wren', false);
  const created = await page.request.post('/api/sessions', { data: {}, headers });
  const { id: sessionId } = (await created.json()) as { id: string };
  const readState = async () =>
    (await (await page.request.get(`/api/sessions/${sessionId}/state`, { headers })).json()) as {
      seq: number;
      state: { cells: Record<string, Record<string, { kg: number }>> };
    };
  const library = (await (await page.request.get('/api/exercises', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const exercise = library[0];
  if (!exercise) throw new Error('the library has no exercises');
  // The grid gets a client and an exercise as another of the coach's devices would add them.
  const device = await coachSocket(baseURL ?? '', token, sessionId);
  await device.op('clients:add', { clientIds: [client.id] });
  await device.op('exercises:add', { exerciseIds: [exercise.id] });
  device.socket.disconnect();

  await page.goto(`/trainer/session/${sessionId}`);
  const cell = page.getByRole('button', {
    name: new RegExp(`^${exercise.name}, ${client.firstName}: `),
  });
  await expect(cell).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  const before = await readState();
  const startKg = before.state.cells[exercise.id]?.[client.id]?.kg ?? 0;

  await context.setOffline(true);
  await cell.click();
  await page.keyboard.press('+');
  await expect(cell).toHaveAccessibleName(new RegExp(`: ${startKg + 2.5} kg`));
  // The tablet reloads with the Wi-Fi still down: the service worker opens the app, which waits
  // for the network (the coach stays signed in), then shows the session with the kept edit.
  await page.reload();
  await expect(page.getByText('Loading...').first()).toBeVisible();
  await context.setOffline(false);
  await expect(cell).toHaveAccessibleName(new RegExp(`: ${startKg + 2.5} kg`), {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`/trainer/session/${sessionId}$`));

  await expect
    .poll(async () => {
      const after = await readState();
      return [after.seq - before.seq, after.state.cells[exercise.id]?.[client.id]?.kg];
    })
    .toEqual([1, startKg + 2.5]);
});
