import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { withTranslations } from '@/lib/i18n/locale';
import { commonMessages, navigationMessages as nav } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { DialogLoading } from '@/ui/dialog-loading';
import { LogoMark } from '@/ui/logo';
import { StrokeIcon } from '@/ui/stroke-icon';
import { breadcrumbsFor, headerTitleFor } from './breadcrumbs';
import type { MenuActions } from './menu-sheet';

function BellIcon() {
  return (
    <StrokeIcon
      d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
      fill="none"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  );
}

function BurgerIcon() {
  return <StrokeIcon d="M4 7h16M4 12h16M4 17h16" strokeWidth="2.4" strokeLinecap="round" />;
}

function Breadcrumbs({ liveSessionName }: { liveSessionName?: string | null }) {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, liveSessionName);
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={nav.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

// The sheet (Radix's dialog) is not part of any screen's first load: it arrives on the first tap.
const MenuSheet = lazy(
  withTranslations(async () => ({ default: (await import('./menu-sheet')).MenuSheet })),
);

/** The burger menu: the header's button and, once opened, its sheet. */
function BurgerMenu(actions: MenuActions) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the sheet closes (and returns focus) as before.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        aria-label={nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <BurgerIcon />
      </button>
      {opened && (
        <Suspense fallback={open ? <DialogLoading /> : null}>
          <MenuSheet
            {...actions}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            contentId={contentId}
          />
        </Suspense>
      )}
    </>
  );
}

interface AppHeaderProps {
  notificationCount?: number;
  /** The trainer's way back to a live session, before the notifications. */
  liveSession?: ReactNode;
  /** The workout of the live session on screen, which its breadcrumb names. */
  liveSessionName?: string | null;
  /** The area's own intake questionnaire and profile modals; without them the items say 'coming soon'. */
  onFinishIntake?: () => void;
  onProfileSettings?: () => void;
  /** Shows 'Download my data' in the menu. */
  onDownloadData?: () => void;
  /** Shows 'Import history' in the menu. */
  onImportHistory?: () => void;
}

/**
 * The global header: 'Dashboard' (or the live session it shows), the welcome line, notifications
 * and the burger menu.
 */
export function AppHeader({
  notificationCount = 0,
  liveSession,
  liveSessionName,
  onFinishIntake,
  onProfileSettings,
  onDownloadData,
  onImportHistory,
}: AppHeaderProps) {
  const { user, logout } = useAuth();
  const showAlert = useAlert();
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <LogoMark size={36} />
        <div className="app-header-title">
          <strong>{headerTitleFor(pathname)}</strong>
          {user ? (
            <span className="app-header-welcome">{commonMessages.welcome(user.firstName)}</span>
          ) : (
            // A home screen paints while the session restores: the line keeps its place until the
            // name arrives, so nothing below it moves.
            <span className="app-header-welcome">
              <span className="skeleton-text" aria-hidden="true">
                {commonMessages.welcome('Firstname')}
              </span>
            </span>
          )}
        </div>
        {liveSession}
        <button
          type="button"
          className="icon-button"
          aria-label={nav.notifications(notificationCount)}
        >
          <BellIcon />
          {notificationCount > 0 ? <span className="badge">{notificationCount}</span> : null}
        </button>
        <BurgerMenu
          onFinishIntake={
            onFinishIntake ?? (() => showAlert(nav.finishIntake, commonMessages.comingSoon))
          }
          onProfileSettings={
            onProfileSettings ?? (() => showAlert(nav.profileSettings, commonMessages.comingSoon))
          }
          onDownloadData={onDownloadData}
          onImportHistory={onImportHistory}
          onAbout={() => showAlert(nav.aboutTitle, nav.aboutText)}
          onLogOut={() => void logout()}
        />
      </div>
      <Breadcrumbs liveSessionName={liveSessionName} />
    </header>
  );
}
