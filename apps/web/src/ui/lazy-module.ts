/**
 * Code fetched on first need, or ahead of it (after the screen's first paint), and remembered
 * once fetched so what renders it can do so at once instead of suspending.
 */
export interface LazyModule<T> {
  /** Fetches the code (once; again after a failure); resolves with what `load` picks from it. */
  load(): Promise<T>;
  /** What `load` resolved with; null until then. */
  readonly current: T | null;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= load().then(
        (value) => {
          current = value;
          return value;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new deployment) is asked again on the next need.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      return current;
    },
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest a prefetch waits for an idle moment: a busy tablet still gets it soon. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the browser is idle after the current paint (a timer where there is no
 * idle callback); returns a cancel.
 */
export function whenIdle(callback: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** Fetches code the screen may soon need once it is idle after its first paint; failures wait. */
export function preloadWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  return whenIdle(() => {
    for (const load of loads) load().catch(() => undefined);
  });
}
