import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/idle';
import { DialogLoading } from './dialog-loading';

/** A lazily loaded dialog; `preload()` fetches its code ahead of the first open. */
export type LazyDialog<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A dialog whose code (and its libraries: forms, Radix, scanners) stays out of the screen's first
 * load: it arrives the first time the dialog opens, over a loading overlay, and the dialog stays
 * mounted from then on so it closes (and returns focus) as an eagerly loaded one does. Once
 * preloaded (`usePreloadAfterPaint`), it opens at once with no overlay.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open the dialog; `open` unless the dialog says it otherwise. */
  isOpen: (props: P) => boolean = (props) => (props as { open?: unknown }).open === true,
): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // One fetch for the preload and the first open; a failed one is tried again next time.
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Dialog = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React.lazy is
  function LazyDialog(props: P) {
    const open = isOpen(props);
    // What the first open renders, kept from then on: the code itself when it is already here,
    // else the lazy component over the loading overlay.
    const [View, setView] = useState<ComponentType<P> | null>(() =>
      open ? (loaded ?? Dialog) : null,
    );
    if (open && !View) setView(() => loaded ?? Dialog);
    if (!View) return null;
    if (View !== Dialog) return <View {...props} />;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}

/**
 * Fetches dialogs a tap on this screen may open once its first paint is done, so none of them
 * waits on the network when asked for. A failed prefetch is left to the open to retry.
 */
export function usePreloadAfterPaint(...dialogs: Array<{ preload(): Promise<unknown> }>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialogs are module-level constants
  useEffect(
    () =>
      afterFirstPaint(() => {
        for (const dialog of dialogs) dialog.preload().catch(() => {});
      }),
    [],
  );
}
