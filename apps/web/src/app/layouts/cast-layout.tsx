import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadWhenIdle } from '@/lib/lazy-module';

/** The screen a paired TV shows next (with its grid), fetched while the TV waits to be paired. */
const preloadSessionScreen = () =>
  import('@/features/live-session/cast-view/routes/cast-session-screen');

/** The cast display is public and full screen: no header, no tabs. */
export function CastLayout() {
  useEffect(() => preloadWhenIdle(preloadSessionScreen), []);
  return (
    <main className="cast-shell">
      <Outlet />
    </main>
  );
}
