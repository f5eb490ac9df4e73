import { navigationMessages as nav } from '@levelup/shared';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { StrokeIcon } from '../../ui/stroke-icon';
import { AppHeader } from './app-header';

interface Tab {
  label: string;
  to: string;
  /** Home is active only on /client itself, not on every client route. */
  end: boolean;
  icon: ReactNode;
}

const icon = (d: string) => (
  <StrokeIcon d={d} fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
);

const TABS: Tab[] = [
  { label: nav.tabHome, to: '/client', end: true, icon: icon('M3 11 12 4l9 7v9h-6v-6H9v6H3z') },
  {
    label: nav.tabPrepare,
    to: '/client/prepare',
    end: false,
    icon: icon('M5 4h14v16H5zM9 9h6M9 13h6M9 17h3'),
  },
  {
    label: nav.tabProgress,
    to: '/progress',
    end: false,
    icon: icon('M4 19h16M7 16V10M12 16V6M17 16v-4'),
  },
  { label: nav.tabProgram, to: '/program', end: false, icon: icon('M4 6h16M4 12h16M4 18h10') },
];

/** Client area: the global header, the screen, and the bottom tabs Home, Prepare, Progress, Program. */
export function ClientLayout() {
  return (
    <div className="app-shell client-shell">
      <AppHeader />
      <main className="app-container">
        <Outlet />
      </main>
      <nav className="tab-bar" aria-label={nav.tabsLabel}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end}>
                {tab.icon}
                <span>{tab.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
