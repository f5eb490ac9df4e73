import { type ComponentType, lazy, Suspense, useState } from 'react';
import { DialogLoading } from './dialog-loading';

/**
 * A dialog whose code (and its libraries: forms, Radix, scanners) stays out of the screen's first
 * load: it arrives the first time the dialog opens, over a loading overlay, and the dialog stays
 * mounted from then on so it closes (and returns focus) as an eagerly loaded one does.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open the dialog; `open` unless the dialog says it otherwise. */
  isOpen: (props: P) => boolean = (props) => (props as { open?: unknown }).open === true,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React.lazy is
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
