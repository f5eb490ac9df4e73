import { importMessages } from '@levelup/shared';
import type { ReactNode, RefObject } from 'react';
import { authScreenMessages, historyMessages, navigationMessages as nav } from '@/messages';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/ui/dialog';
import { LanguageSwitch } from '@/ui/language-switch';

export interface MenuActions {
  onFinishIntake: () => void;
  onProfileSettings: () => void;
  /** The client's 'Download my data'; trainers have no such item. */
  onDownloadData?: () => void;
  /** The client's 'Import history' (Strong or Hevy); trainers import from a client's page. */
  onImportHistory?: () => void;
  onAbout: () => void;
  onLogOut: () => void;
}

interface MenuSheetProps extends MenuActions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  contentId: string;
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

/** The burger menu's sheet; every item closes the menu after acting. */
export function MenuSheet({
  open,
  onOpenChange,
  trigger,
  contentId,
  onFinishIntake,
  onProfileSettings,
  onDownloadData,
  onImportHistory,
  onAbout,
  onLogOut,
}: MenuSheetProps) {
  const act = (action: () => void) => () => {
    action();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        variant="sheet"
        id={contentId}
        className="menu-sheet"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="menu-sheet-header">
          <DialogTitle>{nav.menuTitle}</DialogTitle>
          <DialogClose className="icon-button" aria-label={nav.closeMenu}>
            ×
          </DialogClose>
        </div>
        <MenuItem onSelect={act(onFinishIntake)}>{nav.finishIntake}</MenuItem>
        <MenuItem onSelect={act(onProfileSettings)}>{nav.profileSettings}</MenuItem>
        {onDownloadData ? (
          <MenuItem onSelect={act(onDownloadData)}>{historyMessages.downloadMyData}</MenuItem>
        ) : null}
        {onImportHistory ? (
          <MenuItem onSelect={act(onImportHistory)}>{importMessages.menuItem}</MenuItem>
        ) : null}
        <MenuItem onSelect={act(onAbout)}>{nav.about}</MenuItem>
        <LanguageSwitch label={authScreenMessages.language} />
        <MenuItem danger onSelect={act(onLogOut)}>
          {nav.logOut}
        </MenuItem>
      </DialogContent>
    </Dialog>
  );
}
