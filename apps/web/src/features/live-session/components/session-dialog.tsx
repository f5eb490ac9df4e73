import { liveSessionMessages as m } from '@levelup/shared';
import type { ReactNode } from 'react';
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
}: SessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={`session-dialog${wide ? ' session-dialog-wide' : ''}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
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
