/**
 * A browser signed in when last seen needs the session refresh before its first screen can show
 * data, and the app's code takes a while to arrive and run on a slow network. The page therefore
 * starts that one request itself, from a small inline script the build puts in index.html, and
 * the auth session adopts its answer instead of asking again (the refresh token rotates, so the
 * request is made once either way). Opening a screen with data, the script also asks for the screen's
 * first data as soon as the refresh answers, and the API client adopts those answers: the figures
 * are there when the screen first renders instead of one round trip later.
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
 * cookie, so the body is empty JSON (the server honours the cookie only on JSON posts). The page
 * starts in its default language (index.html's `lang`), which the API client names too.
 */
const REFRESH_REQUEST = {
  method: 'POST',
  headers: {
    Accept: 'application/json',
    // The default locale; no import: the build's config loads this file in Node.
    'Accept-Language': 'en',
    'Content-Type': 'application/json',
  },
  body: '{}',
  credentials: 'include',
  cache: 'no-store',
} as const satisfies RequestInit;

/** Where the inline script leaves the home's reads it started, for the API client to take. */
export const EARLY_READS_GLOBAL = '__levelupEarlyReads';

/**
 * The GETs a screen sends first, by the home noted for the browser (so by area) and the screen's
 * path: its area's layout's reads, then its own. A screen's path may hold `:name` segments, which
 * match any one segment. Reads are written as the API files write them: `{userId}` is the
 * signed-in user's id, `{tzOffset}` the device's UTC offset in minutes (deviceUtcOffsetMinutes)
 * and `{name}` the path's `:name` segment, URI-encoded. A read written differently is only asked
 * twice, never answered wrongly: answers are matched by their exact path and query.
 */
const EARLY_READS: Readonly<
  Record<
    string,
    { layout: readonly string[]; screens: Readonly<Record<string, readonly string[]>> }
  >
> = {
  '/client': {
    layout: ['/api/users/{userId}/lifestyle?limit=1', '/api/users/{userId}/feedback/pending'],
    screens: {
      '/client': ['/api/users/{userId}/progress?tzOffset={tzOffset}', '/api/sessions/taking-part'],
      '/client/prepare': [],
      '/progress': [
        '/api/users/{userId}/progress?tzOffset={tzOffset}',
        '/api/clients/{userId}/history?tzOffset={tzOffset}',
      ],
      '/program': ['/api/users/{userId}/program'],
    },
  },
  '/trainer': {
    layout: [],
    screens: {
      '/trainer/clients': ['/api/clients'],
      '/trainer/history': ['/api/history/sessions'],
      '/trainer/progress': ['/api/clients'],
      '/trainer/session/:id': ['/api/sessions/{id}/state'],
    },
  },
};

/** The rest of the request the API client sends for a GET, beside its two headers. */
const EARLY_READ_REQUEST = { credentials: 'include', cache: 'no-store' } as const;

/**
 * An early read is adopted only this soon after the page opened; later it would be stale, and a
 * screen asks afresh.
 */
export const EARLY_READS_WINDOW_MS = 10_000;

/**
 * The inline script: it starts the refresh when the note is there and leaves the pending answer
 * on `window`; a failure (no network) is left to the auth session, which sees it when it takes
 * the answer. Opening a screen of the noted home's area (`/` goes to the home), it then starts
 * that screen's reads with the refreshed token and leaves them on `window` by path. Storage that throws (disabled)
 * means no early request.
 */
export function earlyRefreshScript(): string {
  const note = JSON.stringify(SIGNED_IN_NOTE);
  const request = `fetch(${JSON.stringify(REFRESH_PATH)},${JSON.stringify(REFRESH_REQUEST)})`;
  const holder = `window[${JSON.stringify(EARLY_REFRESH_GLOBAL)}]`;
  const readsHolder = `window[${JSON.stringify(EARLY_READS_GLOBAL)}]`;
  const readInit = JSON.stringify(EARLY_READ_REQUEST).slice(1, -1);
  // m: the reads of the screen whose path matches, with its `:name` segments put in `v`.
  const matchScreen =
    "var m=function(s,p,v){var q=p.split('/');for(var k in s){var w=k.split('/'),o={};" +
    "if(w.length===q.length&&w.every(function(x,i){if(x.charAt(0)===':'){o[x.slice(1)]=q[i];return q[i]!==''}return x===q[i]})){" +
    'for(var n in o)v[n]=encodeURIComponent(decodeURIComponent(o[n]));return s[k]}}};';
  const startReads =
    `${matchScreen}var v={},a=${JSON.stringify(EARLY_READS)}[h],t=a&&m(a.screens,location.pathname==='/'?h:location.pathname,v);` +
    'if(t){t=a.layout.concat(t);' +
    `${readsHolder}=r.then(function(s){return s.ok?s.clone().json():null}).then(function(b){var o={};` +
    `if(b&&b.user&&typeof b.token==='string'){t.forEach(function(p){` +
    `var u=p.replace('{userId}',encodeURIComponent(b.user.id)).replace('{tzOffset}',String(-new Date().getTimezoneOffset()||0));` +
    "for(var n in v)u=u.split('{'+n+'}').join(v[n]);" +
    `(o[u]=fetch(u,{headers:{Accept:'application/json',Authorization:'Bearer '+b.token},${readInit}})).catch(function(){})})}` +
    'return o}).catch(function(){return{}})}';
  return `try{var h=localStorage.getItem(${note});if(h!==null){var r=${holder}=${request};r.catch(function(){});${startReads}}}catch(e){}`;
}

/** The page's early refresh, handed over once; null when the page started none or it was taken. */
export function takeEarlyRefresh(): Promise<Response> | null {
  const page = globalThis as { [EARLY_REFRESH_GLOBAL]?: unknown };
  const early = page[EARLY_REFRESH_GLOBAL];
  delete page[EARLY_REFRESH_GLOBAL];
  return early instanceof Promise ? (early as Promise<Response>) : null;
}

type StartedReads = Record<string, Promise<Response> | undefined>;

/**
 * The page's early answer to `GET pathWithQuery`, handed over once; null when the page started
 * no reads or they are too old. The promise gives null when the page did not ask for this one
 * or its request failed.
 */
export function takeEarlyRead(pathWithQuery: string): Promise<Response | null> | null {
  const page = globalThis as { [EARLY_READS_GLOBAL]?: unknown };
  const reads = page[EARLY_READS_GLOBAL];
  if (!(reads instanceof Promise)) return null;
  if (performance.now() > EARLY_READS_WINDOW_MS) {
    delete page[EARLY_READS_GLOBAL];
    return null;
  }
  return (reads as Promise<StartedReads>).then((started) => {
    const read = started[pathWithQuery];
    delete started[pathWithQuery];
    if (Object.keys(started).length === 0 && page[EARLY_READS_GLOBAL] === reads) {
      delete page[EARLY_READS_GLOBAL];
    }
    // A read the network failed is asked again by the caller, which may find the network back.
    return read ? read.catch(() => null) : null;
  });
}
