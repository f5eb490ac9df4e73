import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's list (apps/web/build/route-preloads.ts): each route and the files it fetches. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

interface RoutePreload {
  pattern: string;
  files: string[];
}

/** A page's extra head links for one URL path, or '' for a path the build listed nothing for. */
export type PreloadLinksFor = (pathname: string) => string;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === got[index])
  );
}

function linkFor(file: string, nonce: string): string {
  const href = file.replace(/[^\w./-]/g, '');
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${href}" nonce="${nonce}">`
    : `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`;
}

/**
 * Reads the build's per-route file list, so the page sent for a URL names that route's chunks
 * (modulepreload, stylesheet preload) next to the entry's: the browser fetches them in parallel
 * with the entry instead of discovering them after it ran. Without the file, nothing is added.
 */
export function loadRoutePreloads(webDistDir: string, noncePlaceholder: string): PreloadLinksFor {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  const links = new Map(
    routes.map((route) => [
      route.pattern,
      route.files.map((f) => linkFor(f, noncePlaceholder)).join(''),
    ]),
  );
  return (pathname) => {
    const route = routes.find((candidate) => matches(candidate.pattern, pathname));
    return route ? (links.get(route.pattern) ?? '') : '';
  };
}
