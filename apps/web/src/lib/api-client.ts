import {
  type ApiError,
  type ApiIssue,
  apiErrorSchema,
  httpMessages,
  IDEMPOTENCY_KEY_HEADER,
} from '@levelup/shared';
import { shownLocale } from '@levelup/shared/i18n';
import { z } from 'zod/mini';
import { takeEarlyRead } from './auth/early-refresh';
import { type TokenStore, tokenStore } from './token-store';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** Anything with zod's `parse`, so a call can validate what the server answered. */
interface ResponseSchema<T> {
  parse(data: unknown): T;
}

interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Null and undefined values are dropped. */
  query?: Record<string, QueryValue>;
  /** No `Authorization` header, and a 401 does not trigger a refresh (login, reset, refresh). */
  skipAuth?: boolean;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key` by a create (`IdempotencyKeys`): the server answers a repeat of the
   * key with the first answer instead of creating again. Every attempt of one press sends the same.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The answer to this very request, sent already by the page (the early session refresh). */
  sent?: Promise<Response>;
}

/**
 * An error body in the shared `{error, message, issues?}` shape; anything else (a proxy's page, an
 * empty body) reads as no fields at all.
 */
function errorBody(body: unknown): Partial<ApiError> {
  const parsed = z.partial(apiErrorSchema).safeParse(body);
  return parsed.success ? parsed.data : {};
}

/** A call that reached the server and failed: carries the status, the body and its issues. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly body: unknown;
  readonly issues: ApiIssue[];
  /** The body's machine-readable `error` code, e.g. 'INVALID_SECRET' or 'CONFLICT'. */
  readonly code: string | undefined;
  /** The server's own words (its `message`, else its `error`), even for 401 and 403. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    super(errorMessageFor(status, body));
    const { error, message, issues } = errorBody(body);
    this.status = status;
    this.body = body;
    this.issues = issues ?? [];
    this.code = error || undefined;
    this.serverMessage = message || error || undefined;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** Spec 1 section 8, generic call failures. */
function errorMessageFor(status: number, body: unknown): string {
  if (status === 401) return httpMessages.unauthorized;
  if (status === 403) return httpMessages.forbidden;
  const { error, message } = errorBody(body);
  return message || error || httpMessages.status(status);
}

/** An origin as the client joins paths to it: 'https://api.example.com/' -> 'https://api.example.com'. */
function withoutTrailingSlashes(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** Builds `path?query`, dropping null and undefined values. */
function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Token routes answer 401 for a bad credential or refresh token: refreshing would not help. */
function isTokenRoute(path: string): boolean {
  return path.startsWith('/api/token/');
}

/** Returns a new access token, or null when the session cannot be refreshed. */
type TokenRefresher = () => Promise<string | null>;

export interface ApiClientConfig {
  /** Backend origin; '' means the page's own origin. */
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /**
   * An answer the page already asked for (a screen's early reads): given a GET's path and query,
   * the pending answer, or null to send the request.
   */
  earlyAnswer?: (pathWithQuery: string) => Promise<Response | null> | null;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;
type Parsed<T> = { schema: ResponseSchema<T> };

/**
 * Every method resolves to `unknown` unless the call passes a `schema`, whose `parse` then gives
 * the result its type: responses are checked, never cast.
 */
export interface ApiClient {
  request(path: string, options?: RequestOptions): Promise<unknown>;
  request<T>(path: string, options: RequestOptions & Parsed<T>): Promise<T>;
  get(path: string, options?: CallOptions): Promise<unknown>;
  get<T>(path: string, options: CallOptions & Parsed<T>): Promise<T>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  post<T>(path: string, body: unknown, options: CallOptions & Parsed<T>): Promise<T>;
  put(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  put<T>(path: string, body: unknown, options: CallOptions & Parsed<T>): Promise<T>;
  patch(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  patch<T>(path: string, body: unknown, options: CallOptions & Parsed<T>): Promise<T>;
  delete(path: string, options?: CallOptions): Promise<unknown>;
  delete<T>(path: string, options: CallOptions & Parsed<T>): Promise<T>;
  /** Registers how to get a new access token; the auth session does this once at start. */
  setTokenRefresher(refresher: TokenRefresher | null): void;
  /** Single-flight: concurrent callers share one refresh. A failed refresh yields null. */
  refreshAccessToken(): Promise<string | null>;
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { json: undefined, text };
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().includes('json')) return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

/**
 * The HTTP client every API file calls: JSON in and out, the access token as a bearer header, one
 * shared refresh and retry on a 401, the answer parsed with the call's schema, and a failure thrown
 * as an ApiClientError that carries the server's `{error, message, issues}`.
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = withoutTrailingSlashes(config.baseUrl ?? '');
  const tokens = config.tokens ?? tokenStore;
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refresher: TokenRefresher | null = null;
  let refreshInFlight: Promise<string | null> | null = null;

  function refreshAccessToken(): Promise<string | null> {
    if (!refresher) return Promise.resolve(null);
    if (!refreshInFlight) {
      const run = refresher;
      refreshInFlight = run()
        .catch(() => null)
        .finally(() => {
          refreshInFlight = null;
        });
    }
    return refreshInFlight;
  }

  function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      // The server words its errors in the language the page is shown in.
      'Accept-Language': shownLocale(),
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token && !options.skipAuth) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    return doFetch(`${baseUrl}${withQuery(path, options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      cache: 'no-store',
      signal: options.signal,
    });
  }

  async function request(
    path: string,
    options: RequestOptions & { schema?: ResponseSchema<unknown> } = {},
  ): Promise<unknown> {
    const sentToken = tokens.getToken();
    const isRead = (options.method ?? 'GET') === 'GET' && !options.skipAuth;
    const early =
      isRead && !options.sent ? config.earlyAnswer?.(withQuery(path, options.query)) : null;
    let response = (await (options.sent ?? early)) ?? (await send(path, options, sentToken));
    let { json, text } = await readBody(response);
    if (response.status === 401 && !options.skipAuth && !isTokenRoute(path) && refresher) {
      // A concurrent call may already have refreshed since this one was sent: reuse its token.
      const current = tokens.getToken();
      const fresh = current && current !== sentToken ? current : await refreshAccessToken();
      if (fresh) {
        response = await send(path, options, fresh);
        ({ json, text } = await readBody(response));
      }
    }
    if (!response.ok) throw new ApiClientError(response.status, json ?? (text || undefined));
    return options.schema ? options.schema.parse(json) : json;
  }

  type AnyCallOptions = CallOptions & Partial<Parsed<unknown>>;
  const call =
    (method: HttpMethod) =>
    (path: string, body?: unknown, options: AnyCallOptions = {}) =>
      request(path, { ...options, method, body });

  // The overloads above only narrow `unknown` when a schema parsed the body.
  return {
    request,
    get: (path: string, options?: AnyCallOptions) => call('GET')(path, undefined, options),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: (path: string, options?: AnyCallOptions) => call('DELETE')(path, undefined, options),
    setTokenRefresher(next) {
      refresher = next;
    },
    refreshAccessToken,
  };
}

/** The backend's origin: `VITE_API_URL` when set, else '' (the page's own origin serves the API). */
export const backendOrigin = withoutTrailingSlashes(import.meta.env.VITE_API_URL ?? '');

/** An absolute or same-origin address on the backend, for full-page navigations. */
export function backendUrl(path: string, query?: Record<string, QueryValue>): string {
  return `${backendOrigin}${withQuery(path, query)}`;
}

/** The app's client: same origin unless `VITE_API_URL` names the backend. */
export const apiClient = createApiClient({ baseUrl: backendOrigin, earlyAnswer: takeEarlyRead });
