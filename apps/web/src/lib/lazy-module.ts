import { withTranslations } from './i18n/locale';
import { afterFirstPaint, whenIdle } from './idle';

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
      loading ??= withTranslations(load)().then(
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

/**
 * Fetches code the screen may soon need once it is idle after its first paint, one part per idle
 * period: started together, their preload links and stylesheets went into the page in one long
 * task. Failures wait for the next need. Returns a cancel function for the parts not started.
 */
export function preloadWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  let next = 0;
  const startNext = () => {
    const load = loads[next];
    next += 1;
    if (!load) return;
    load().catch(() => undefined);
    if (next < loads.length) cancel = whenIdle(startNext);
  };
  let cancel = afterFirstPaint(startNext);
  return () => cancel();
}
