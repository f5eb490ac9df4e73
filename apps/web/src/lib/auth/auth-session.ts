import {
  ACCESS_TOKEN_TTL_SECONDS,
  type HomeRoute,
  homeRouteForRole,
  type LoginCredentials,
  REFRESH_LEAD_SECONDS,
  type User,
} from '@levelup/shared';
import { type ApiClient, apiClient, isApiClientError } from '../api-client';
import { type TokenStore, tokenStore } from '../token-store';
import { getMe } from './api/get-me';
import { login as postLogin } from './api/login';
import { invalidateToken } from './api/logout';
import { refreshToken } from './api/refresh-token';
import { SIGNED_IN_NOTE } from './early-refresh';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

/** Tokens from login, registration or the external sign-in exchange. */
export interface SignInTokens {
  token: string;
  user?: User;
}

type TimerHandle = ReturnType<typeof setTimeout>;

interface AuthSessionDeps {
  client?: ApiClient;
  tokens?: TokenStore;
  setTimer?: (run: () => void, delayMs: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
}

/** Delay of the scheduled refresh after a token is set: 300 s minus 5 s. */
export const SCHEDULED_REFRESH_DELAY_MS = (ACCESS_TOKEN_TTL_SECONDS - REFRESH_LEAD_SECONDS) * 1000;

export interface AuthSession {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Runs once: in-memory token -> GET /api/me; else refresh from the cookie (it names the user). */
  restore(): Promise<void>;
  login(credentials: LoginCredentials): Promise<User>;
  /** Starts a session from tokens another call obtained (registration, code exchange). */
  signIn(tokens: SignInTokens): Promise<User>;
  /** Single-flight; resolves to the new access token, or null when the refresh failed. */
  refresh(): Promise<string | null>;
  /** Invalidates on the server, then clears token and user whatever the server said. */
  logout(): Promise<void>;
  /** Replaces the signed-in user after a profile change. */
  setUser(user: User): void;
  isExpiringSoon(): boolean;
  /** Stops the scheduled refresh; for tests and teardown. */
  dispose(): void;
}

/**
 * Whether this browser was signed in when last seen, and to which home: the refresh cookie is out
 * of the page's reach, so a note (no secret: '/client' or '/trainer') says whether an offline
 * start should wait for the network, and which home may paint while the session restores.
 */
function rememberSignedIn(user: User | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SIGNED_IN_NOTE, homeRouteForRole(user.role));
    else globalThis.localStorage?.removeItem(SIGNED_IN_NOTE);
  } catch {
    // Storage may be disabled (private mode): an offline start then shows the login.
  }
}

function signedInNote(): string | null {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_NOTE) ?? null;
  } catch {
    return null;
  }
}

/** Whether this browser was signed in when last seen (a note in storage, not a secret). */
export function wasSignedIn(): boolean {
  return signedInNote() !== null;
}

/**
 * The home route of the account this browser was signed in to when last seen; null when it was
 * not, or when the note predates the home route being kept ('1').
 */
export function lastHomeRoute(): HomeRoute | null {
  const note = signedInNote();
  return note === '/client' || note === '/trainer' ? note : null;
}

/** Whether the browser knows it has no network (false outside a browser). */
function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function backOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

export function createAuthSession(deps: AuthSessionDeps = {}): AuthSession {
  const client = deps.client ?? apiClient;
  const tokens = deps.tokens ?? tokenStore;
  const setTimer = deps.setTimer ?? ((run, delay) => setTimeout(run, delay));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle));

  let state: AuthState = { status: 'loading', user: null };
  let restoring: Promise<void> | null = null;
  let refreshTimer: TimerHandle | null = null;
  const listeners = new Set<() => void>();

  function setState(next: AuthState) {
    state = next;
    if (next.status !== 'loading') rememberSignedIn(next.status === 'signedIn' ? next.user : null);
    for (const listener of listeners) listener();
  }

  function cancelScheduledRefresh() {
    if (refreshTimer !== null) clearTimer(refreshTimer);
    refreshTimer = null;
  }

  function setAccessToken(token: string) {
    tokens.setToken(token);
    cancelScheduledRefresh();
    refreshTimer = setTimer(() => {
      refreshTimer = null;
      void client.refreshAccessToken();
    }, SCHEDULED_REFRESH_DELAY_MS);
  }

  function clearSession() {
    cancelScheduledRefresh();
    tokens.clear();
    setState({ status: 'signedOut', user: null });
  }

  async function refreshFromCookie(): Promise<string | null> {
    try {
      const answer = await refreshToken(client);
      setAccessToken(answer.token);
      // The answer names the user: a restore is signed in with no GET /api/me, and a later
      // refresh keeps the user current. A refresh finishing after a sign-out signs nobody in.
      if (state.status !== 'signedOut') setState({ status: 'signedIn', user: answer.user });
      return answer.token;
    } catch (error) {
      // The server refused the refresh token: the session is over. A network failure is not
      // proof of that, so the user stays signed in and a later call may succeed.
      if (isApiClientError(error) && error.status < 500) clearSession();
      return null;
    }
  }

  client.setTokenRefresher(refreshFromCookie);

  async function loadUser(): Promise<void> {
    try {
      const user = await getMe(client);
      setState({ status: 'signedIn', user });
    } catch {
      clearSession();
    }
  }

  async function runRestore(): Promise<void> {
    if (tokens.getToken()) return loadUser();
    let token = await client.refreshAccessToken();
    // A page opened with the gym's Wi-Fi down (the service worker serves the app) is not signed
    // out, only unreachable: it waits for the network instead of sending the coach to the login.
    while (!token && state.status === 'loading' && browserIsOffline() && wasSignedIn()) {
      await backOnline();
      token = await client.refreshAccessToken();
    }
    if (!token) {
      clearSession();
      return;
    }
    // The refresh that gave the token signed the user in; it may have been another caller's.
    if (state.status !== 'signedIn') return loadUser();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    restore() {
      restoring ??= runRestore();
      return restoring;
    },
    async login(credentials) {
      const answer = await postLogin(credentials, client);
      setAccessToken(answer.token);
      setState({ status: 'signedIn', user: answer.user });
      return answer.user;
    },
    async signIn({ token, user }) {
      setAccessToken(token);
      try {
        const signedInUser = user ?? (await getMe(client));
        setState({ status: 'signedIn', user: signedInUser });
        return signedInUser;
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    refresh: () => client.refreshAccessToken(),
    async logout() {
      try {
        await invalidateToken(client);
      } catch (error) {
        console.warn('Logout failed on the server; signing out locally.', error);
      } finally {
        clearSession();
      }
    },
    setUser(user) {
      if (state.status === 'signedIn') setState({ status: 'signedIn', user });
    },
    isExpiringSoon: () => tokens.isExpiringSoon(),
    dispose: cancelScheduledRefresh,
  };
}
