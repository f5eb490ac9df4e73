import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { io } from 'socket.io-client';
import { printTable } from './lib/report';
import { runAsScript } from './lib/run-as-script';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The demo accounts the server seeds on an empty DATA_DIR (README). */
const client = { email: 'client@example.com', password: 'client1234' };
const coach = { email: 'coach@example.com', password: 'coach1234' };
type Account = { email: string; password: string };
/**
 * `:id` stands for the live session the bench creates (`createDemoSession`). `returning` measures
 * the route as a browser that opened it before: its HTTP cache and service worker kept. `tv`
 * measures it on a 1920x1080 desktop screen instead of a phone (same network and CPU throttling).
 */
const routes: Array<{ path: string; account?: Account; returning?: boolean; tv?: boolean }> = [
  { path: '/welcome' },
  // The landing a gym TV shows while it waits to be paired: on a phone like every route, and on
  // the TV itself (scored by Lighthouse's desktop curves, which expect a desktop's network, so
  // under slow 4G it reads far lower than the same page on the phone).
  { path: '/cast' },
  { path: '/cast', tv: true },
  { path: '/login' },
  { path: '/register' },
  { path: '/forgot-password' },
  { path: '/client', account: client },
  { path: '/client/prepare', account: client },
  // A client checks in every day, on the phone that did yesterday.
  { path: '/client/prepare', account: client, returning: true },
  { path: '/progress', account: client },
  { path: '/program', account: client },
  { path: '/trainer', account: coach },
  { path: '/trainer/clients', account: coach },
  { path: '/trainer/history', account: coach },
  { path: '/trainer/progress', account: coach },
  { path: '/trainer/session', account: coach },
  { path: '/trainer/session/:id', account: coach },
  { path: '/trainer/settings', account: coach },
];

async function api<T>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A live session as a trainer reloads it mid-class: the demo workout's plan with the coach's
 * clients on the grid (put there with the same `clients:add` op the "Add clients" dialog sends).
 */
async function createDemoSession(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, 'POST', '/api/token/auth', undefined, coach);
  const listed = await api<unknown>(base, 'GET', '/api/workouts', token);
  const workouts = (Array.isArray(listed) ? listed : (listed as { items: unknown[] }).items) as {
    id: string;
  }[];
  const workoutId = workouts[0]?.id;
  if (!workoutId) throw new Error('the demo workout is missing');
  const { id } = await api<{ id: string }>(base, 'POST', '/api/sessions', token, { workoutId });
  const { state } = await api<{ state: { availableClients: { id: string }[] } }>(
    base,
    'GET',
    `/api/sessions/${id}/state`,
    token,
  );
  const socket = io(base, {
    auth: { token, protocolVersion: SESSION_PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    const joined: unknown = await socket
      .timeout(10_000)
      .emitWithAck('session:join', { sessionId: id });
    const clientIds = state.availableClients.map((client) => client.id);
    const op = { id: randomUUID(), type: 'clients:add', payload: { clientIds } };
    const added: unknown = await socket
      .timeout(10_000)
      .emitWithAck('session:op', { sessionId: id, op });
    for (const ack of [joined, added]) {
      if (typeof ack === 'object' && ack !== null && 'error' in ack) {
        throw new Error(`the demo session was refused: ${JSON.stringify(ack)}`);
      }
    }
  } finally {
    socket.disconnect();
  }
  return id;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not become healthy in 60 s');
}

/**
 * Readies the browser for a first visit to a route: nothing cached and no service worker, signed
 * out, or signed in through the login screen as a user would (the refresh cookie keeps the
 * session; the sign-in's own cache and service worker are dropped again). For a returning visit
 * the route is opened once after the sign-in and its cache and service worker are kept.
 */
async function prepareVisit(
  port: number,
  base: string,
  account: { email: string; password: string } | undefined,
  /** Opens this address once more after the sign-in and keeps what it cached (a returning visit). */
  returningTo?: string,
) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    if (account) {
      await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
      await page.type('input[name="email"]', account.email);
      await page.type('input[name="password"]', account.password);
      await Promise.all([
        page.waitForFunction("!location.pathname.startsWith('/login')", { timeout: 20_000 }),
        page.click('button[type="submit"]'),
      ]);
      if (!returningTo) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin: base,
          storageTypes: 'service_workers,cache_storage',
        });
      }
    }
    if (returningTo) {
      await page.goto(returningTo, { waitUntil: 'networkidle0' });
      // The service worker has cached the shell and the screens' code once it is active.
      await page.waitForFunction('navigator.serviceWorker.ready.then(() => true)', {
        timeout: 20_000,
      });
    } else {
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** A gym TV: a full-HD landscape screen, a desktop browser. */
const tvScreen = {
  formFactor: 'desktop',
  screenEmulation: {
    mobile: false,
    width: 1920,
    height: 1080,
    deviceScaleFactor: 1,
    disabled: false,
  },
  emulatedUserAgent: userAgents.desktop,
} as const;

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));

/**
 * Lighthouse 12 with its default mobile emulation and simulated slow 4G against the built app,
 * per route, each as a first load with an empty cache (signed in for the client and trainer homes:
 * only the sign-in's cookie is kept) unless marked returning: performance, accessibility, LCP, TBT,
 * CLS and the bytes transferred. Figures only; a loaded machine inflates TBT and LCP.
 */
export async function runLighthouseBench(): Promise<void> {
  console.log('\n== Lighthouse (mobile emulation, simulated slow 4G) against the built app');
  const chromePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM.find((p) => existsSync(p));
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    console.log('  skipped: build the app first (`npm run build`)');
    return;
  }
  if (!chromePath) {
    console.log('  skipped: no Chromium (set CHROMIUM_PATH)');
    return;
  }
  // LIGHTHOUSE_REPORT_DIR keeps each route's full report (open it in the Lighthouse viewer).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levelup-lighthouse-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const base = `http://localhost:${port}`;
  const rows: string[][] = [];
  try {
    const sessionId = await createDemoSession(base);
    // LIGHTHOUSE_ROUTES=/client,/trainer measures those routes only.
    const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((value) => value.trim());
    for (const route of routes.filter((r) => !only || only.includes(r.path))) {
      const url = `${base}${route.path.replace(':id', sessionId)}`;
      const measure = async () => {
        await prepareVisit(chrome.port, base, route.account, route.returning ? url : undefined);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Keeps the sign-in's cookie (prepareVisit emptied the rest, unless returning).
          disableStorageReset: true,
          ...(route.tv ? tvScreen : {}),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route.path}`);
        return lhr;
      };
      let lhr = await measure();
      // On a loaded machine a trace now and then misses its navigation start (NO_NAVSTART) and
      // the run has no metrics: such a run is measured again, twice at most.
      for (let retry = 0; retry < 2 && lhr.runtimeError; retry += 1) {
        console.log(`  ${route.path}: ${lhr.runtimeError.code}, measuring again`);
        lhr = await measure();
      }
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${route.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}${route.returning ? '-returning' : ''}`;
        writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      const bytes = lhr.audits['total-byte-weight']?.numericValue;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
      rows.push([
        `${route.path}${route.returning ? ' (returning)' : ''}${route.tv ? ' (TV)' : ''}`,
        score(lhr.categories.performance?.score),
        score(lhr.categories.accessibility?.score),
        ms(lhr.audits['largest-contentful-paint']?.numericValue),
        ms(lhr.audits['total-blocking-time']?.numericValue),
        cls === undefined ? 'n/a' : cls.toFixed(3),
        bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`,
        lhr.finalDisplayedUrl.replace(base, ''),
      ]);
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    'Lighthouse, mobile',
    ['route', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'transferred', 'landed on'],
    rows,
  );
}

runAsScript(import.meta.url, runLighthouseBench);
