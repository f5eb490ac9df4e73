import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_MODULES } from './route-modules';

/** One chunk of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where the server reads the list (not a public file: @fastify/static ignores dot folders). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

function collect(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
  return into;
}

/** Each route pattern with the files its first visit fetches beyond the entry's own. */
export function routePreloads(manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? collect(manifest, entryKey, new Set()) : new Set<string>();
  return ROUTE_MODULES.map(({ pattern, modules }) => {
    const files = new Set<string>();
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`route-modules: ${module} is not in the build`);
      collect(manifest, module, files);
    }
    return { pattern, files: [...files].filter((file) => !entry.has(file)).map((f) => `/${f}`) };
  });
}

/**
 * Writes each route's chunks, so the server can name them in the page it sends for that URL and
 * the browser fetches them beside the entry instead of after it has run (one round trip less
 * before the first screen on a slow network).
 */
export function routePreloadsFile(): Plugin {
  return {
    name: 'levelup:route-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const manifest = bundle['.vite/manifest.json'];
      if (manifest?.type !== 'asset') throw new Error('route-preloads needs build.manifest');
      const routes = routePreloads(JSON.parse(String(manifest.source)) as Manifest);
      await writeFile(
        path.join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE),
        `${JSON.stringify(routes, null, 1)}\n`,
      );
    },
  };
}
