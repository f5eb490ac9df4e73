import type { AuthSession, AuthState } from '@/lib/auth/auth-session';

/**
 * A session that never calls the server: it stays in `initial` until the test moves it with
 * `setState`, which tells its subscribers as the real one does.
 */
export function fakeAuthSession(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const never = () => Promise.reject(new Error('not used in these tests'));
  const session: AuthSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore: () => Promise.resolve(),
    login: never,
    signIn: never,
    refresh: () => Promise.resolve(null),
    logout: () => Promise.resolve(),
    setUser: () => {},
    isExpiringSoon: () => false,
    dispose: () => {},
  };
  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { session, setState };
}
