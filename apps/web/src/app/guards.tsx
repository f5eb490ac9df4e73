import { isTrainerOrHigher } from '@levelup/shared';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-provider';
import { wasSignedIn } from '../lib/auth/auth-session';
import { LoadingScreen } from '../ui/loading-screen';

/** '/': 'Loading...' while the session restores, then the user's home, or /welcome. */
export function RootRedirect() {
  const { status, homeRoute } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  return <Navigate to={status === 'signedIn' ? homeRoute : '/welcome'} replace />;
}

/** Authenticated routes: signed-out users go to /welcome. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
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
  const { user } = useAuth();
  if (!isTrainerOrHigher(user?.role)) return <Navigate to="/client" replace />;
  return <Outlet />;
}
