import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eTrainers } from './support/accounts';
import { findChromium, NO_BROWSER_MESSAGE } from './support/browser';
import { CAST_SUMMARY_SECONDS } from './support/cast-summary';

const port = Number(process.env.E2E_PORT ?? 4100);
// The runner and its workers evaluate this file; the first creates the data folder and the
// workers inherit it, so specs can read the dev outbox of the server under test.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'levelup-e2e-'));
const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const addTrainer = fileURLToPath(new URL('../apps/server/dist/add-trainer.js', import.meta.url));
// Each spec signs in as trainers of its own, added as an operator adds a coach (README).
const trainersFile = path.join(process.env.E2E_DATA_DIR, 'e2e-trainers.json');
if (!existsSync(trainersFile)) writeFileSync(trainersFile, JSON.stringify(e2eTrainers));
const browser = findChromium();
if (!browser) throw new Error(NO_BROWSER_MESSAGE);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // Playwright's own default for CI. On the 2-core CI machine a walk beside the other worker's
  // can starve past a wait twice running (live-session's eight athletes did, 22 s alone); a
  // failure on all three tries is a failure.
  retries: process.env.CI ? 2 : 0,
  // Specs make their own trainers and clients through the API before they walk the screens; on
  // the 2-core CI machine, beside the other worker, the longer walks take past 30 s, and on a
  // slow day the whole suite runs up to three times slower (a second device's first paint past
  // 7 s). Waits end as soon as their condition holds: the limits only bound a failure.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The app installs a service worker; specs get the network as it is unless one asks for it
    // (e2e/offline-shell.spec.ts), so a cached shell never hides what the server answers.
    serviceWorkers: 'block',
    // The app speaks the browser's language: specs read English unless one asks for another
    // (e2e/spanish.spec.ts), whatever the machine's own locale.
    locale: 'en-US',
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${addTrainer} --file ${trainersFile} && node ${serverEntry}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every spec signs up from 127.0.0.1; the per-address limit is tested in the server's suite.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      CAST_SUMMARY_SECONDS: String(CAST_SUMMARY_SECONDS),
    },
  },
});
