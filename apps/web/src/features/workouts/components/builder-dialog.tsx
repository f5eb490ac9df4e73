import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import './workouts.css';

interface BuilderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read to screen readers with the title; omitted, the dialog has no description. */
  description?: string;
  /** 'wide' for lists (the workout picker), otherwise a compact modal. */
  size?: 'compact' | 'wide';
  children: ReactNode;
  actions?: ReactNode;
}

/** The modal every builder and picker dialog uses: title, body, and the actions row. */
export function BuilderDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'compact',
  children,
  actions,
}: BuilderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={`wb-dialog wb-dialog-${size}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <div className="wb-dialog-body">{children}</div>
        {actions ? <div className="dialog-actions wb-dialog-actions">{actions}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
