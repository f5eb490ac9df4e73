import { Outlet } from 'react-router';

/** The cast display is public and full screen: no header, no tabs. */
export function CastLayout() {
  return (
    <main className="cast-shell">
      <Outlet />
    </main>
  );
}
