/**
 * A browser signed in when last seen needs the session refresh before its first screen can show
 * data, and the app's code takes a while to arrive and run on a slow network. The page therefore
 * starts that one request itself, from a small inline script the build puts in index.html, and
 * the auth session adopts its answer instead of asking again (the refresh token rotates, so the
 * request is made once either way).
 *
 * This module has no imports: the build (vite.config.ts) reads it to write the script.
 */

/** The note (no secret: the home route) that says this browser was signed in when last seen. */
export const SIGNED_IN_NOTE = 'levelup.signed-in';

/** Where the inline script leaves the refresh it started, for the auth session to take. */
export const EARLY_REFRESH_GLOBAL = '__levelupEarlyRefresh';

export const REFRESH_PATH = '/api/token/refresh';

/**
 * The request the API client sends for a refresh on the web: the refresh token is the httpOnly
 * cookie, so the body is empty JSON (the server honours the cookie only on JSON posts).
 */
export const REFRESH_REQUEST = {
  method: 'POST',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  body: '{}',
  credentials: 'include',
  cache: 'no-store',
} as const satisfies RequestInit;

/**
 * The inline script: it starts the refresh when the note is there and leaves the pending answer
 * on `window`; a failure (no network) is left to the auth session, which sees it when it takes
 * the answer. Storage that throws (disabled) means no early refresh.
 */
export function earlyRefreshScript(): string {
  const note = JSON.stringify(SIGNED_IN_NOTE);
  const request = `fetch(${JSON.stringify(REFRESH_PATH)},${JSON.stringify(REFRESH_REQUEST)})`;
  const holder = `window[${JSON.stringify(EARLY_REFRESH_GLOBAL)}]`;
  return `try{if(localStorage.getItem(${note})!==null){(${holder}=${request}).catch(function(){})}}catch(e){}`;
}

/** The page's early refresh, handed over once; null when the page started none or it was taken. */
export function takeEarlyRefresh(): Promise<Response> | null {
  const page = globalThis as { [EARLY_REFRESH_GLOBAL]?: unknown };
  const early = page[EARLY_REFRESH_GLOBAL];
  delete page[EARLY_REFRESH_GLOBAL];
  return early instanceof Promise ? (early as Promise<Response>) : null;
}
