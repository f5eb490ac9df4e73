import { isTrainerOrHigher } from '@levelup/shared';
import { Navigate, Outlet, useMatches } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { lastHomeRoute, wasSignedIn } from '@/lib/auth/auth-session';
import { LoadingScreen } from '@/ui/loading-screen';

/**
 * '/' (where the installed app starts): the user's home, or /welcome. While the session restores,
 * a browser signed in when last seen goes to that home at once (it paints while the restore runs,
 * and a restore that ends signed out sends it on to /welcome); any other waits on 'Loading...'.
 */
export function RootRedirect() {
  const { status, homeRoute } = useAuth();
  if (status === 'loading') {
    const last = lastHomeRoute();
    return last ? <Navigate to={last} replace /> : <LoadingScreen />;
  }
  return <Navigate to={status === 'signedIn' ? homeRoute : '/welcome'} replace />;
}

/** What a route tells the guards above it (react-router's `handle`). */
export interface GuardHandle {
  /**
   * The screen needs no signed-in user to paint its first frame (a home screen whose data queries
   * wait for the user), so it paints while the session restores instead of after that round trip.
   */
  paintsWhileRestoring?: boolean;
}

/**
 * Whether the screen being opened may paint before the session restore answers: it says it can,
 * and this browser was signed in, to the area it belongs to, when last seen. A restore that ends
 * signed out still sends the visitor to /welcome; no data is fetched without a session.
 */
function usePaintWhileRestoring(home: '/client' | '/trainer' | 'any'): boolean {
  const matches = useMatches();
  const screen = matches[matches.length - 1]?.handle as GuardHandle | undefined;
  const last = lastHomeRoute();
  return (
    screen?.paintsWhileRestoring === true && last !== null && (home === 'any' || last === home)
  );
}

/** Authenticated routes: signed-out users go to /welcome. */
export function RequireAuth() {
  const { status } = useAuth();
  const paintEarly = usePaintWhileRestoring('any');
  if (status === 'loading') return paintEarly ? <Outlet /> : <LoadingScreen />;
  if (status === 'signedOut') return <Navigate to="/welcome" replace />;
  return <Outlet />;
}

/**
 * Welcome, login, register and forgot-password: signed-in users go to their home route. A browser
 * not signed in when last seen gets the screen at once rather than after the session restore's
 * round trip (it is then almost always signed out; a restore that signs in still redirects).
 */
export function GuestOnly() {
  const { status, homeRoute } = useAuth();
  if (status === 'loading' && wasSignedIn()) return <LoadingScreen />;
  if (status === 'signedIn') return <Navigate to={homeRoute} replace />;
  return <Outlet />;
}

/** The trainer area needs trainer or higher; anyone else is sent to the client home. */
export function RequireTrainer() {
  const { status, user } = useAuth();
  const paintEarly = usePaintWhileRestoring('/trainer');
  if (status === 'loading') return paintEarly ? <Outlet /> : <LoadingScreen />;
  if (!isTrainerOrHigher(user?.role)) return <Navigate to="/client" replace />;
  return <Outlet />;
}
