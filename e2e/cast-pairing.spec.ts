import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { type Credentials, logIn, trainerOf } from './support/accounts';
import { findChromium } from './support/browser';
import { expect, test } from './support/test';

// The coach pairs the TV from the tablet (1024 x 768) through the Connect dialog: by typing the
// screen id, and by pointing the camera at the TV's QR code. The dialog lives on the trainer's
// live screen (issue 8); until that screen hosts it, these tests are skipped.

const TV = { width: 1920, height: 1080 };
const TABLET = { width: 1024, height: 768 };

/** With CAST_SHOTS_DIR set, keeps a screenshot of the page for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.CAST_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The screen id as the TV shows it ('ABCD-EFGH-JKMN'). */
async function tvScreenId(tv: Page): Promise<string> {
  await tv.goto('/cast');
  const id = tv.getByTestId('screen-id');
  await expect(id).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 15_000 });
  return (await id.textContent()) ?? '';
}

/** What the TV's QR code encodes: the screen id without the dashes it is shown with. */
const scannedId = (shown: string) => shown.replaceAll('-', '');

/** The spec's coach, and another trainer whose session may be on the TV. */
const coach = trainerOf('cast-pairing', 0);
const otherTrainer = trainerOf('cast-pairing', 1);

/** An access token of `account`, asked for with the page's own request context. */
async function tokenOf(page: Page, account: Credentials): Promise<string> {
  const answer = await page.request.post('/api/token/auth', { data: account });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** A new session of the coach (or `account`), made through the API. */
async function newSession(page: Page, account: Credentials = coach): Promise<string> {
  const created = await page.request.post('/api/sessions', {
    data: {},
    headers: { authorization: `Bearer ${await tokenOf(page, account)}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Opens the live screen's Connect dialog; skips the test where no screen hosts it yet. */
async function openConnectDialog(tablet: Page, sessionId: string) {
  await tablet.goto(`/trainer/session/${sessionId}`);
  const connect = tablet.getByRole('button', { name: 'Connect', exact: true });
  const hosted = await connect
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  test.skip(!hosted, 'The live session screen (issue 8) does not host the Connect dialog yet');
  await connect.click();
  await expect(tablet.getByRole('dialog', { name: 'Connect to screen' })).toBeVisible();
}

/**
 * A video file for Chromium's fake camera: frames showing `text` as a QR code (Y4M, 4:2:0), so
 * the scanner reads it as it would read the TV's screen.
 */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(400 / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + (y + quiet) * scale + dy) * width;
        luma.fill(16, row + left + (x + quiet) * scale, row + left + (x + quiet + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(tmpdir(), `levelup-qr-${process.pid}-${Date.now()}-${text.length}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

test('the coach types the TV’s screen id: validation, then the TV follows the session', async ({
  browser,
}) => {
  const tv = await (await browser.newContext({ viewport: TV })).newPage();
  const tablet = await (await browser.newContext({ viewport: TABLET })).newPage();
  const screenId = await tvScreenId(tv);
  await logIn(tablet, coach);
  const sessionId = await newSession(tablet);
  await openConnectDialog(tablet, sessionId);

  const dialog = tablet.getByRole('dialog', { name: 'Connect to screen' });
  const field = dialog.getByRole('textbox', { name: 'Screen ID' });
  const connect = dialog.getByRole('button', { name: 'Connect', exact: true });
  await expect(connect).toBeDisabled();
  await field.fill('ABC12');
  await connect.click();
  await expect(dialog.getByText('Screen ID should be 6-12 characters long.')).toBeVisible();
  await field.fill('ZZZZ2222');
  await connect.click();
  await expect(
    dialog.getByText('Failed to connect to screen. Please check the screen ID.'),
  ).toBeVisible();

  await field.fill(screenId.toLowerCase());
  await connect.click();
  await expect(tablet.getByText(`Successfully connected to screen: ${screenId}`)).toBeVisible();
  await expect(tv).toHaveURL(new RegExp(`/cast/${sessionId}$`), { timeout: 1_000 });
});

test('a TV showing another trainer’s live session stays with it: the dialog says why', async ({
  browser,
}) => {
  const tv = await (await browser.newContext({ viewport: TV })).newPage();
  const tablet = await (await browser.newContext({ viewport: TABLET })).newPage();
  const screenId = await tvScreenId(tv);
  // Another trainer runs a session of their own on the TV; the coach may not manage it.
  const theirs = await newSession(tv, otherTrainer);
  const paired = await tv.request.post('/cast/connect', {
    data: { screenId, sessionId: theirs },
    headers: { authorization: `Bearer ${await tokenOf(tv, otherTrainer)}` },
  });
  expect(paired.status()).toBe(200);
  await expect(tv).toHaveURL(new RegExp(`/cast/${theirs}$`));

  await logIn(tablet, coach);
  const sessionId = await newSession(tablet);
  await openConnectDialog(tablet, sessionId);
  const dialog = tablet.getByRole('dialog', { name: 'Connect to screen' });
  await dialog.getByRole('textbox', { name: 'Screen ID' }).fill(screenId);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(
    dialog.getByText('This screen is showing another live session. Disconnect it there first.'),
  ).toBeVisible();
  await shot(tablet, 'connect-dialog-screen-in-use-1024');
  await expect(tv).toHaveURL(new RegExp(`/cast/${theirs}$`));
});

test('the coach scans the TV’s QR code with the camera', async ({ browser }) => {
  const tv = await (await browser.newContext({ viewport: TV })).newPage();
  const screenId = await tvScreenId(tv);
  const found = findChromium();
  if (!found) throw new Error('No Chromium');
  let camera: Browser | null = null;
  try {
    camera = await chromium.launch({
      executablePath: found.path,
      args: [
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${qrVideo(scannedId(screenId))}`,
      ],
    });
    const context = await camera.newContext({
      viewport: TABLET,
      baseURL: test.info().project.use.baseURL,
      permissions: ['camera'],
    });
    const tablet = await context.newPage();
    await logIn(tablet, coach);
    const sessionId = await newSession(tablet);
    await openConnectDialog(tablet, sessionId);
    await expect(tablet.getByText(`Successfully connected to screen: ${screenId}`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(tv).toHaveURL(new RegExp(`/cast/${sessionId}$`), { timeout: 1_000 });
  } finally {
    await camera?.close();
  }
});

test('a scanned QR code that is not a screen id is refused', async ({ browser }) => {
  const found = findChromium();
  if (!found) throw new Error('No Chromium');
  const camera = await chromium.launch({
    executablePath: found.path,
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo('https://example.com/not-a-screen')}`,
    ],
  });
  try {
    const context = await camera.newContext({
      viewport: TABLET,
      baseURL: test.info().project.use.baseURL,
      permissions: ['camera'],
    });
    const tablet = await context.newPage();
    await logIn(tablet, coach);
    const sessionId = await newSession(tablet);
    await openConnectDialog(tablet, sessionId);
    await expect(
      tablet.getByText('Invalid QR code format. Please scan the correct screen QR code.'),
    ).toBeVisible({ timeout: 15_000 });
  } finally {
    await camera.close();
  }
  expect(browser.isConnected()).toBe(true);
});
