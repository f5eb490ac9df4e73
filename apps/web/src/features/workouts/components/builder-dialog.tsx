import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog-content wb-dialog wb-dialog-${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog-message">{description}</Dialog.Description>
          ) : null}
          <div className="wb-dialog-body">{children}</div>
          {actions ? <div className="dialog-actions wb-dialog-actions">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
