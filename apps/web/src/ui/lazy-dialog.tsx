import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazyModule, preloadWhenIdle } from '@/lib/lazy-module';
import { DialogLoading } from './dialog-loading';

/** A lazily loaded component that can be fetched ahead of its first use. */
type Preloadable<P> = ComponentType<P> & {
  /** Fetches the code now (once), so a later first render shows no loading state. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code arrives when it is first rendered (over `fallback`), or earlier through
 * `preload`; one rendered after its code arrived renders at once, without suspending.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while the code is on its way. */
  fallback: (props: P) => ReactNode = () => null,
): Preloadable<P> {
  const code = lazyModule(load);
  const Lazy = lazy(async () => ({ default: await code.load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, as React.lazy is
  function LazyComponent(props: P) {
    // Kept from the first render so the component is never remounted by the switch.
    const [Loaded] = useState(() => code.current);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: code.load });
}

/**
 * A dialog whose code (and its libraries: forms, Radix, scanners) stays out of the screen's first
 * load: it arrives the first time the dialog opens, over a loading overlay, and the dialog stays
 * mounted from then on so it closes (and returns focus) as an eagerly loaded one does. `preload`
 * fetches it earlier (after the screen's first paint), and a preloaded dialog opens at once.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open the dialog; `open` unless the dialog says it otherwise. */
  isOpen: (props: P) => boolean = (props) => (props as { open?: unknown }).open === true,
): Preloadable<P> {
  const Dialog = lazyComponent(load, (props) => (isOpen(props) ? <DialogLoading /> : null));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React.lazy is
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return <Dialog {...props} />;
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}

/**
 * Fetches dialogs a tap on this screen may open once its first paint is done, so none of them
 * waits on the network when asked for. A failed prefetch is left to the open to retry.
 */
export function usePreloadAfterPaint(
  ...dialogs: ReadonlyArray<{ preload(): Promise<unknown> }>
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialogs are module-level constants
  useEffect(() => preloadWhenIdle(...dialogs.map((dialog) => dialog.preload)), []);
}
