import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { findChromium, NO_BROWSER_MESSAGE } from '../e2e/support/browser';
import { printComparison, printTable } from './lib/report';
import { runAsScript } from './lib/run-as-script';
import { positiveIntFromEnv } from './lib/settings';
import { percentile } from './lib/stats';

const page = fileURLToPath(
  new URL('../apps/web/src/features/live-session/testing/grid-bench-page.tsx', import.meta.url),
);
const stylesheet = fileURLToPath(new URL('../apps/web/src/ui/styles.css', import.meta.url));

type GridBenchResult = {
  commitMs: number[];
  latenciesMs: number[];
  rendersPerOp: number[];
  missed: number;
};

/** Bundles the benchmark page as the production build would (React in production mode). */
async function bundlePage(dir: string): Promise<string> {
  await build({
    entryPoints: { grid: page, styles: stylesheet },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: dir,
    // The grid reads the signed-in coach's unit through the app's auth provider, whose API
    // client reads Vite's env: there is none outside Vite.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'silent',
  });
  const html = join(dir, 'index.html');
  await writeFile(
    html,
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="styles.css">' +
      '<link rel="stylesheet" href="grid.css"></head>' +
      '<body><div id="root"></div><script type="module" src="grid.js"></script></body></html>',
  );
  return html;
}

function sorted(values: readonly number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/**
 * The live grid in Chromium at 1280 x 800: an 8 x 30 trainer grid receives remote `cell:update`
 * ops one at a time, each at a random moment of a frame; each is timed from its arrival at the
 * session store to the DOM showing it and to the next painted frame (which includes waiting for
 * the frame, up to 16.7 ms at 60 Hz), and the cell components that rendered for it are counted.
 * The same ops written straight into plain cells are the baseline: the frame wait is the
 * browser's, so the ratio says what the grid adds. Target: p95 <= 16 ms and one re-rendered cell
 * per op.
 */
export async function runGridRenderBench(): Promise<void> {
  const ops = positiveIntFromEnv('BENCH_GRID_OPS', 300);
  const warmup = positiveIntFromEnv('BENCH_GRID_WARMUP_OPS', 30);
  const browserPath = findChromium();
  if (!browserPath) throw new Error(NO_BROWSER_MESSAGE);
  const dir = await mkdtemp(join(tmpdir(), 'levelup-grid-bench-'));
  const browser = await chromium.launch({
    executablePath: browserPath.path,
    args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
  });
  try {
    const html = await bundlePage(dir);
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tab.goto(`file://${html}`);
    await tab.waitForFunction('"gridBench" in window');
    // The page's driver (grid-bench-page.tsx) runs in the browser; this side only starts it.
    const result = (await tab.evaluate(
      `window.gridBench.run(${ops}, ${warmup})`,
    )) as GridBenchResult;
    // The bare baseline in a fresh page: plain cells written directly (grid-bench-page.tsx).
    await tab.reload();
    await tab.waitForFunction('"gridBench" in window');
    const bare = (await tab.evaluate(
      `window.gridBench.runBaseline(${ops}, ${warmup})`,
    )) as GridBenchResult;
    const latency = sorted(result.latenciesMs);
    const commit = sorted(result.commitMs);
    const renders = sorted(result.rendersPerOp);
    const mean = result.rendersPerOp.reduce((sum, n) => sum + n, 0) / result.rendersPerOp.length;
    printTable(
      `Live grid, 8 clients x 30 exercises, ${result.latenciesMs.length} remote cell:update ops (Chromium)`,
      ['metric', 'value'],
      [
        ['op arrival to DOM updated p50', `${percentile(commit, 0.5).toFixed(2)} ms`],
        ['op arrival to DOM updated p95', `${percentile(commit, 0.95).toFixed(2)} ms`],
        ['op arrival to paint p50', `${percentile(latency, 0.5).toFixed(2)} ms`],
        ['op arrival to paint p95', `${percentile(latency, 0.95).toFixed(2)} ms`],
        ['op arrival to paint max', `${(latency[latency.length - 1] ?? Number.NaN).toFixed(2)} ms`],
        ['cells re-rendered per op (mean)', mean.toFixed(2)],
        ['cells re-rendered per op (max)', String(renders[renders.length - 1] ?? Number.NaN)],
        ['ops not on screen after the paint', String(result.missed)],
      ],
    );
    const bareLatency = sorted(bare.latenciesMs);
    const bareCommit = sorted(bare.commitMs);
    printComparison(
      'Live grid against bare DOM writes (same cells, same op timing, same browser)',
      'grid',
      'bare DOM',
      [
        ['op arrival to DOM updated p50', commit, bareCommit, 0.5],
        ['op arrival to DOM updated p95', commit, bareCommit, 0.95],
        ['op arrival to paint p50', latency, bareLatency, 0.5],
        ['op arrival to paint p95', latency, bareLatency, 0.95],
      ].map(([metric, app, baseline, q]) => ({
        metric: metric as string,
        unit: 'ms',
        app: percentile(app as Float64Array, q as number),
        baseline: percentile(baseline as Float64Array, q as number),
        digits: 2,
      })),
    );
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, runGridRenderBench);
