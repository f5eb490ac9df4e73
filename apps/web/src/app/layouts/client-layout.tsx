import { type Locale, shownLocale } from '@levelup/shared/i18n';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import {
  feedbackPathFor,
  shouldOpenFeedback,
  usePendingFeedback,
  useTodaysLog,
} from '@/features/client-area';
import { useAuth } from '@/lib/auth/auth-provider';
import { loadChunk } from '@/lib/load-chunk';
import { toast } from '@/lib/toast';
import { exportMessages, navigationMessages as nav } from '@/messages';
import { lazyDialog } from '@/ui/lazy-dialog';
import { StrokeIcon } from '@/ui/stroke-icon';
import { AppHeader } from './app-header';

// The burger menu's questionnaire and profile (Radix, forms) load when first opened.
const IntakeDialog = lazyDialog(
  async () => (await import('@/features/client-area/components/intake-dialog')).IntakeDialog,
);
const ImportHistoryDialog = lazyDialog(
  async () => (await import('@/features/imports')).ImportHistoryDialog,
);
const ProfileDialog = lazyDialog(
  async () => (await import('@/features/client-area/components/profile-dialog')).ProfileDialog,
);

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

/** Opens the feedback screen when a session awaits the client's rating; a failure only warns. */
function usePendingFeedbackRedirect() {
  const { user } = useAuth();
  const pending = usePendingFeedback(user?.id);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openedFor = useRef<string | null>(null);
  const sessionId = pending.data?.sessionId;

  useEffect(() => {
    if (pending.isError) console.warn('feedback check failed', pending.error);
  }, [pending.isError, pending.error]);

  useEffect(() => {
    if (shouldOpenFeedback(sessionId, pathname, openedFor.current)) {
      openedFor.current = sessionId;
      navigate(feedbackPathFor(sessionId));
    }
  }, [sessionId, pathname, navigate]);
}

/**
 * 'Download my data' (download-my-data.ts), fetched with its messages on the first tap; code that
 * cannot be fetched (offline) is told as the export's failure.
 */
function downloadMyData(userId: string) {
  loadChunk('download-my-data', () => import('./download-my-data')).then(
    (module) => module.downloadMyData(userId),
    (error: unknown) => {
      console.warn('export failed', error);
      toast.error(exportMessages.exportFailed);
    },
  );
}

/** The language the profile was open in, while it is open (null when it is closed). */
let profileOpenIn: Locale | null = null;

/**
 * Whether the profile is open. Its language switch remounts every screen in the new language
 * (app.tsx): the profile opens again, where the client made the choice, when the layout comes back
 * in another language than the one the profile was open in.
 */
function useProfileOpen() {
  const [locale] = useState(shownLocale);
  const [open, setOpen] = useState(() => profileOpenIn !== null && profileOpenIn !== locale);
  useEffect(() => {
    profileOpenIn = open ? locale : null;
  }, [open, locale]);
  return [open, setOpen] as const;
}

/** Client area: the global header, the screen, and the bottom tabs Home, Prepare, Progress, Program. */
export function ClientLayout() {
  const { user } = useAuth();
  const today = useTodaysLog(user?.id);
  const [intakeOpen, setIntakeOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useProfileOpen();
  const [importOpen, setImportOpen] = useState(false);
  usePendingFeedbackRedirect();

  const tabs: Tab[] = [
    { label: nav.tabHome, to: '/client', end: true, icon: icon('M3 11 12 4l9 7v9h-6v-6H9v6H3z') },
    {
      label: nav.tabPrepare,
      // Prepare goes to today's ready screen once the client has checked in.
      to: today.log ? '/client/prepare/ready' : '/client/prepare',
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

  return (
    <div className="app-shell client-shell">
      <AppHeader
        onFinishIntake={() => setIntakeOpen(true)}
        onProfileSettings={() => setProfileOpen(true)}
        onDownloadData={() => {
          if (user) downloadMyData(user.id);
        }}
        onImportHistory={() => setImportOpen(true)}
      />
      <main className="app-container">
        <Outlet />
      </main>
      <nav className="tab-bar" aria-label={nav.tabsLabel}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <NavLink to={tab.to} end={tab.end}>
                {tab.icon}
                <span>{tab.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <IntakeDialog open={intakeOpen} onOpenChange={setIntakeOpen} />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
      {user ? (
        <ImportHistoryDialog clientId={user.id} open={importOpen} onOpenChange={setImportOpen} />
      ) : null}
    </div>
  );
}
