import { liveSessionMessages as m } from '@levelup/shared';
import { type ReactNode, useRef } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';

/** What a panel dialog of the live screen is given: whether it is open, and its close. */
export interface PanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface SessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons at the bottom; a Close button is always there. */
  actions?: ReactNode;
  wide?: boolean;
  /**
   * Gives the focus back, once closed, to what had it when the dialog opened (the button that
   * opened it). Radix gives it to a `Dialog.Trigger`, which a dialog opened from the grid's state
   * has none of.
   */
  returnFocus?: boolean;
}

/** The live screen's modals: one Radix dialog with a title, a body and actions. */
export function SessionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  wide = false,
  returnFocus = false,
}: SessionDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const focusProps = returnFocus
    ? {
        onOpenAutoFocus: () => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        },
        onCloseAutoFocus: (event: Event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        },
      }
    : {};
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={`session-dialog${wide ? ' session-dialog-wide' : ''}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focusProps}
      >
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <div className="session-dialog-body">{children}</div>
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="btn btn-secondary">
              <span>{actions ? m.cancel : m.close}</span>
            </button>
          </DialogClose>
          {actions}
        </div>
      </DialogContent>
    </Dialog>
  );
}
