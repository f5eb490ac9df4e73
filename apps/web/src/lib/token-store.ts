import { ACCESS_TOKEN_TTL_SECONDS, EXPIRING_SOON_SECONDS } from '@levelup/shared';

type Listener = () => void;

/**
 * Holds the access token in memory only: a page reload loses it on purpose, and the session is
 * restored from the httpOnly refresh cookie instead.
 */
export interface TokenStore {
  getToken(): string | null;
  /** Epoch milliseconds at which the token stops being accepted, or null without a token. */
  getExpiresAt(): number | null;
  setToken(token: string, expiresAt?: number): void;
  clear(): void;
  /** True within the last 30 s of the token's life, and when there is no token. */
  isExpiringSoon(now?: number): boolean;
  subscribe(listener: Listener): () => void;
}

/** Reads `exp` from a JWT without verifying it; the server verifies, the client only schedules. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      const exp = claims.exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}

export function createTokenStore(now: () => number = Date.now): TokenStore {
  let token: string | null = null;
  let expiresAt: number | null = null;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    getToken: () => token,
    getExpiresAt: () => expiresAt,
    setToken(next, nextExpiresAt) {
      token = next;
      expiresAt = nextExpiresAt ?? readTokenExpiry(next) ?? now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
      notify();
    },
    clear() {
      if (token === null && expiresAt === null) return;
      token = null;
      expiresAt = null;
      notify();
    },
    isExpiringSoon(at = now()) {
      if (token === null || expiresAt === null) return true;
      return expiresAt - at <= EXPIRING_SOON_SECONDS * 1000;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one token store, shared by the API client and the auth session. */
export const tokenStore = createTokenStore();
