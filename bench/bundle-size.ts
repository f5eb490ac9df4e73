import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { printTable } from './lib/report';
import { runAsScript } from './lib/run-as-script';

const distDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const assetsDir = join(distDir, 'assets');

type Asset = { path: string; bytes: number; gzipBytes: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function measure(path: string): Promise<Asset> {
  const content = await readFile(path);
  // Level 9, as Vite's own size report uses.
  const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
  return { path: relative(distDir, path), bytes: content.length, gzipBytes };
}

function kindOf(asset: Asset): string {
  const extension = extname(asset.path).toLowerCase();
  if (extension === '.js' || extension === '.mjs') return 'js';
  if (extension === '.css') return 'css';
  return 'other';
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function total(assets: Asset[]): { bytes: number; gzipBytes: number; files: number } {
  return assets.reduce(
    (sum, asset) => ({
      bytes: sum.bytes + asset.bytes,
      gzipBytes: sum.gzipBytes + asset.gzipBytes,
      files: sum.files + 1,
    }),
    { bytes: 0, gzipBytes: 0, files: 0 },
  );
}

/** The assets index.html loads before anything else: its scripts, styles and preloads. */
async function initialAssets(assets: Asset[]): Promise<Asset[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => basename(match[1] ?? '')),
  );
  return assets.filter(
    (asset) => kindOf(asset) !== 'other' && referenced.has(basename(asset.path)),
  );
}

/**
 * Sizes of the built web app (apps/web/dist/assets): total, gzip (level 9, node:zlib), by kind,
 * what the first page load fetches, and the largest chunks. Figures only, no baseline.
 */
export async function runBundleSizeBench(): Promise<void> {
  console.log('\n== Web bundle size: apps/web/dist/assets');
  if (!existsSync(assetsDir)) {
    console.log(
      '  skipped: apps/web/dist/assets is missing; run `npm run build -w @levelup/web` first',
    );
    return;
  }
  const assets = await Promise.all((await filesUnder(assetsDir)).map(measure));
  const rows: Array<[string, Asset[]]> = [
    ['all assets', assets],
    ['javascript', assets.filter((asset) => kindOf(asset) === 'js')],
    ['css', assets.filter((asset) => kindOf(asset) === 'css')],
    ['other (images, sounds, fonts)', assets.filter((asset) => kindOf(asset) === 'other')],
  ];
  if (existsSync(join(distDir, 'index.html'))) {
    rows.push(['first page load (index.html js + css)', await initialAssets(assets)]);
  }
  printTable(
    'Web bundle size',
    ['figure', 'files', 'bytes', 'gzip'],
    rows.map(([figure, selected]) => {
      const sum = total(selected);
      return [figure, String(sum.files), kilobytes(sum.bytes), kilobytes(sum.gzipBytes)];
    }),
  );
  const largestChunks = assets
    .filter((asset) => kindOf(asset) === 'js')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  printTable(
    'Largest javascript chunks',
    ['chunk', 'bytes', 'gzip'],
    largestChunks.map((asset) => [asset.path, kilobytes(asset.bytes), kilobytes(asset.gzipBytes)]),
  );
}

runAsScript(import.meta.url, runBundleSizeBench);
