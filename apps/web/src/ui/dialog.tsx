import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';

/** A modal's state: open or closed, with `onOpenChange` told of every close (Escape, overlay). */
export const Dialog = RadixDialog.Root;

/** Closes the modal it is in; `asChild` makes its one child the button. */
export const DialogClose = RadixDialog.Close;

interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /**
   * `card`: the centred box every modal shares (`dialog-content`, with `className` added);
   * `sheet`: a panel drawn by `className` alone.
   */
  variant?: 'card' | 'sheet';
}

/** The modal itself, over the page's dimmed overlay, in a portal at the end of the body. */
export function DialogContent({ variant = 'card', className, ...props }: DialogContentProps) {
  const classes = variant === 'card' ? ['dialog-content', className] : [className];
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="dialog-overlay" />
      <RadixDialog.Content className={classes.filter(Boolean).join(' ')} {...props} />
    </RadixDialog.Portal>
  );
}

/** The modal's accessible name. */
export function DialogTitle(
  props: Omit<ComponentPropsWithoutRef<typeof RadixDialog.Title>, 'className'>,
) {
  return <RadixDialog.Title className="dialog-title" {...props} />;
}

/** The modal's accessible description (a modal without one sets `aria-describedby={undefined}`). */
export function DialogDescription(
  props: Omit<ComponentPropsWithoutRef<typeof RadixDialog.Description>, 'className'>,
) {
  return <RadixDialog.Description className="dialog-message" {...props} />;
}
