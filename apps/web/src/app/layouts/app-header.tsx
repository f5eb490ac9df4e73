import { commonMessages, historyMessages, navigationMessages as nav } from '@levelup/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-provider';
import { useAlert } from '../../ui/alert-dialog';
import { LogoMark } from '../../ui/logo';
import { StrokeIcon } from '../../ui/stroke-icon';
import { breadcrumbsFor } from './breadcrumbs';

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

function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
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

interface BurgerMenuProps {
  onFinishIntake: () => void;
  onProfileSettings: () => void;
  /** The client's 'Download my data'; trainers have no such item. */
  onDownloadData?: () => void;
  onAbout: () => void;
  onLogOut: () => void;
}

function MenuItem({
  danger = false,
  onSelect,
  children,
}: {
  /** An item that ends something, such as logging out. */
  danger?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? 'menu-item menu-item-danger' : 'menu-item'}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

/** The burger menu; every item closes the menu after acting. */
function BurgerMenu({
  onFinishIntake,
  onProfileSettings,
  onDownloadData,
  onAbout,
  onLogOut,
}: BurgerMenuProps) {
  const [open, setOpen] = useState(false);
  const act = (action: () => void) => () => {
    action();
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button" aria-label={nav.openMenu}>
        <BurgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="menu-sheet" aria-describedby={undefined}>
          <div className="menu-sheet-header">
            <Dialog.Title className="dialog-title">{nav.menuTitle}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={nav.closeMenu}>
              ×
            </Dialog.Close>
          </div>
          <MenuItem onSelect={act(onFinishIntake)}>{nav.finishIntake}</MenuItem>
          <MenuItem onSelect={act(onProfileSettings)}>{nav.profileSettings}</MenuItem>
          {onDownloadData ? (
            <MenuItem onSelect={act(onDownloadData)}>{historyMessages.downloadMyData}</MenuItem>
          ) : null}
          <MenuItem onSelect={act(onAbout)}>{nav.about}</MenuItem>
          <MenuItem danger onSelect={act(onLogOut)}>
            {nav.logOut}
          </MenuItem>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AppHeaderProps {
  notificationCount?: number;
  /** The area's own intake questionnaire and profile modals; without them the items say 'coming soon'. */
  onFinishIntake?: () => void;
  onProfileSettings?: () => void;
  /** Shows 'Download my data' in the menu. */
  onDownloadData?: () => void;
}

/** The global header: 'Dashboard', the welcome line, notifications and the burger menu. */
export function AppHeader({
  notificationCount = 0,
  onFinishIntake,
  onProfileSettings,
  onDownloadData,
}: AppHeaderProps) {
  const { user, logout } = useAuth();
  const showAlert = useAlert();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <LogoMark size={36} />
        <div className="app-header-title">
          <strong>{nav.headerTitle}</strong>
          {user ? (
            <span className="app-header-welcome">{commonMessages.welcome(user.firstName)}</span>
          ) : null}
        </div>
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
          onAbout={() => showAlert(nav.aboutTitle, nav.aboutText)}
          onLogOut={() => void logout()}
        />
      </div>
      <Breadcrumbs />
    </header>
  );
}
