import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTE_MODULES } from '../apps/web/build/route-modules';
import { printTable } from './lib/report';
import { runAsScript } from './lib/run-as-script';

const distDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const assetsDir = join(distDir, 'assets');
const manifestPath = join(distDir, '.vite', 'manifest.json');

/** What the server sends for a file: raw, gzip and brotli bytes (the build's own twins). */
type Asset = { path: string; bytes: number; gzipBytes: number; brotliBytes: number };

/** One chunk of Vite's build manifest. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The budget of each screen's first load (the brief: 170 KB of JavaScript, gzip). */
const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The precompressed twin the server sends when the build wrote one, else measured here. */
async function compressedSize(path: string, content: Buffer, kind: 'gz' | 'br') {
  const twin = `${path}.${kind}`;
  if (existsSync(twin)) return (await readFile(twin)).length;
  return kind === 'gz'
    ? gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length
    : brotliCompressSync(content).length;
}

async function measure(path: string): Promise<Asset> {
  const content = await readFile(path);
  return {
    path: relative(distDir, path),
    bytes: content.length,
    gzipBytes: await compressedSize(path, content, 'gz'),
    brotliBytes: await compressedSize(path, content, 'br'),
  };
}

function kindOf(path: string): string {
  const extension = extname(path).toLowerCase();
  if (extension === '.js' || extension === '.mjs') return 'js';
  if (extension === '.css') return 'css';
  return 'other';
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function total(assets: Asset[]) {
  return assets.reduce(
    (sum, asset) => ({
      bytes: sum.bytes + asset.bytes,
      gzipBytes: sum.gzipBytes + asset.gzipBytes,
      brotliBytes: sum.brotliBytes + asset.brotliBytes,
      files: sum.files + 1,
    }),
    { bytes: 0, gzipBytes: 0, brotliBytes: 0, files: 0 },
  );
}

/** A chunk and everything it imports statically: what loading it fetches. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

function javascriptOf(files: Iterable<string>, byFile: Map<string, Asset>): Asset[] {
  return [...files]
    .filter((file) => kindOf(file) === 'js')
    .flatMap((file) => byFile.get(file) ?? []);
}

/**
 * What a first visit to each URL loads: the entry's chunks, then every route module on its path
 * (layouts and screen) with their static imports. JavaScript only, against the budget.
 */
function routeFirstLoads(manifest: Manifest, byFile: Map<string, Asset>, entry: Set<string>) {
  return ROUTE_MODULES.map(({ pattern: url, modules }) => {
    const files = new Set(entry);
    for (const module of modules) {
      if (!manifest[module]) {
        throw new Error(`${module} (${url}) is not in the build manifest: update ROUTE_MODULES`);
      }
      closure(manifest, module, files);
    }
    return { url, sum: total(javascriptOf(files, byFile)) };
  });
}

/**
 * The parts loaded on demand (dialogs, panels, the chart, the scanner): every lazily imported
 * module that is not a route, with what it adds beyond the entry (at most; a route that loaded
 * some of its chunks already saves those).
 */
function lazyParts(manifest: Manifest, byFile: Map<string, Asset>, entry: Set<string>) {
  const routeModules = new Set(ROUTE_MODULES.flatMap(({ modules }) => modules));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !routeModules.has(key))
    .map(([key, chunk]) => {
      const files = [...closure(manifest, key)].filter((file) => !entry.has(file));
      return {
        part: (chunk.src ?? key).replace(/^(\.\.\/)+/, ''),
        sum: total(javascriptOf(files, byFile)),
      };
    })
    .sort((a, b) => b.sum.gzipBytes - a.sum.gzipBytes);
}

/**
 * Sizes of the built web app (apps/web/dist): totals by kind with the gzip and brotli bytes the
 * server sends, each route's first load against the budget, the parts loaded on demand, and the
 * largest chunks. Figures only, no baseline.
 */
export async function runBundleSizeBench(): Promise<void> {
  console.log('\n== Web bundle size: apps/web/dist');
  if (!existsSync(assetsDir)) {
    console.log(
      '  skipped: apps/web/dist/assets is missing; run `npm run build -w @levelup/web` first',
    );
    return;
  }
  const assets = await Promise.all((await filesUnder(assetsDir)).map(measure));
  const byFile = new Map(assets.map((asset) => [asset.path, asset]));
  const rows: Array<[string, Asset[]]> = [
    ['all assets', assets],
    ['javascript', assets.filter((asset) => kindOf(asset.path) === 'js')],
    ['css', assets.filter((asset) => kindOf(asset.path) === 'css')],
    ['other (images, sounds, fonts)', assets.filter((asset) => kindOf(asset.path) === 'other')],
  ];
  printTable(
    'Web bundle size',
    ['figure', 'files', 'bytes', 'gzip', 'brotli'],
    rows.map(([figure, selected]) => {
      const sum = total(selected);
      return [
        figure,
        String(sum.files),
        kilobytes(sum.bytes),
        kilobytes(sum.gzipBytes),
        kilobytes(sum.brotliBytes),
      ];
    }),
  );

  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
    const entrySum = total(javascriptOf(entry, byFile));
    printTable(
      `First load per route (JavaScript; budget ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} gzip; the entry alone ${kilobytes(entrySum.gzipBytes)})`,
      ['route', 'files', 'gzip', 'brotli', 'of budget'],
      routeFirstLoads(manifest, byFile, entry).map(({ url, sum }) => [
        url,
        String(sum.files),
        kilobytes(sum.gzipBytes),
        kilobytes(sum.brotliBytes),
        `${Math.round((sum.gzipBytes / FIRST_LOAD_BUDGET_BYTES) * 100)} %`,
      ]),
    );
    printTable(
      'Loaded on demand (JavaScript beyond the entry, gzip; not part of any first load)',
      ['part', 'files', 'gzip', 'brotli'],
      lazyParts(manifest, byFile, entry).map(({ part, sum }) => [
        part,
        String(sum.files),
        kilobytes(sum.gzipBytes),
        kilobytes(sum.brotliBytes),
      ]),
    );
  }

  const largestChunks = assets
    .filter((asset) => kindOf(asset.path) === 'js')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  printTable(
    'Largest javascript chunks',
    ['chunk', 'bytes', 'gzip', 'brotli'],
    largestChunks.map((asset) => [
      asset.path,
      kilobytes(asset.bytes),
      kilobytes(asset.gzipBytes),
      kilobytes(asset.brotliBytes),
    ]),
  );
}

runAsScript(import.meta.url, runBundleSizeBench);
