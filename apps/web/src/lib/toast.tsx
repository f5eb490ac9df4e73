import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction } from './first-interaction';
import type { ShowToast, ToasterViewProps, ToastOptions } from './toaster-view';

type ToastKind = Parameters<ShowToast>[0];

/**
 * Sonner (its code and stylesheet) stays out of every screen's first load: toasts follow what the
 * user does, so the toaster is fetched on the first press or key on the page, or at once when a
 * toast comes first. A screen that toasts on its own (the live session's connection) asks for it
 * with `preloadToaster`. A view that fails to arrive (offline, no cached copy) costs the toasts,
 * never the app.
 */
const ToasterView = lazy<ComponentType<ToasterViewProps>>(() =>
  import('./toaster-view').catch((error: unknown) => {
    console.warn('The toaster could not be loaded; toasts are not shown.', error);
    return { default: NoToaster };
  }),
);

function NoToaster(_props: ToasterViewProps) {
  return null;
}

/** The mounted toaster's show function; null until it is ready. */
let show: ShowToast | null = null;
/** Toasts asked for before the toaster was ready, shown in order once it is. */
const pending: Array<[ToastKind, string, ToastOptions | undefined]> = [];
/** Whether the toaster has been asked for (a first press, a first toast, or a screen). */
let wanted = false;
const hosts = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const host of hosts) host();
}

/** Fetches the toaster now, for a screen whose toasts come from elsewhere than a press. */
export const preloadToaster: () => void = want;

function emit(kind: ToastKind, message: string, options?: ToastOptions) {
  if (show) {
    show(kind, message, options);
    return;
  }
  pending.push([kind, message, options]);
  want();
}

function onReady(next: ShowToast | null) {
  show = next;
  if (!next) return;
  for (const [kind, message, options] of pending.splice(0)) next(kind, message, options);
}

/** The app's toasts: `toast(message)`, `toast.success(message)`, `toast.error(message)`. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => emit('message', message, options),
  {
    success: (message: string, options?: ToastOptions) => emit('success', message, options),
    error: (message: string, options?: ToastOptions) => emit('error', message, options),
  },
);

/** Where the toasts appear: mounted once, beside the screens (app/providers.tsx). */
export function ToastHost() {
  const [load, setLoad] = useState(wanted);
  useEffect(() => {
    const host = () => setLoad(true);
    hosts.add(host);
    if (wanted) host();
    const cancel = onFirstInteraction(want);
    return () => {
      hosts.delete(host);
      cancel();
    };
  }, []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={onReady} />
    </Suspense>
  );
}
