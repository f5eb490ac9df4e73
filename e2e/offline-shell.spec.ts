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
