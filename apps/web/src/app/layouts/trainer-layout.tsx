import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** Trainer area: the global header above a container capped at the app width (1300). */
export function TrainerLayout() {
  return (
    <div className="app-shell">
      <AppHeader />
      <main className="app-container">
        <Outlet />
      </main>
    </div>
  );
}
