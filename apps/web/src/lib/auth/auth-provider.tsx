import {
  type HomeRoute,
  homeRouteForRole,
  type LoginCredentials,
  type User,
} from '@levelup/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  type AuthSession,
  type AuthStatus,
  createAuthSession,
  type SignInTokens,
} from './auth-session';

/** The app's one auth session; created at module load so the API client's refresher is set first. */
export const authSession = createAuthSession();

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** '/trainer' for trainer or higher, otherwise '/client'. */
  homeRoute: HomeRoute;
  login(credentials: LoginCredentials): Promise<User>;
  signIn(tokens: SignInTokens): Promise<User>;
  logout(): Promise<void>;
  refresh(): Promise<string | null>;
  setUser(user: User): void;
  isExpiringSoon(): boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  session?: AuthSession;
}

/** Restores the session on start and clears cached server data when the user signs out. */
export function AuthProvider({ children, session = authSession }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  useEffect(() => {
    void session.restore();
  }, [session]);

  useEffect(() => {
    // Only a sign-out drops cached data: the first restore may end signed out while the welcome
    // screen's own queries are already running.
    let previous = session.getState().status;
    return session.subscribe(() => {
      const next = session.getState().status;
      if (previous === 'signedIn' && next === 'signedOut') queryClient.clear();
      previous = next;
    });
  }, [session, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      homeRoute: homeRouteForRole(state.user?.role),
      login: session.login,
      signIn: session.signIn,
      logout: session.logout,
      refresh: session.refresh,
      setUser: session.setUser,
      isExpiringSoon: session.isExpiringSoon,
    }),
    [state, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The signed-in user, or null when nobody is (or outside <AuthProvider>): for parts that show
 * something either way, such as a grid that the TV shows too.
 */
export function useSignedInUser(): AuthContextValue['user'] {
  return useContext(AuthContext)?.user ?? null;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
