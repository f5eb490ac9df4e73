/** How long an idle callback may wait for the main thread to go quiet before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has painted and the main thread is idle: code the first screen does
 * not need (the toaster, dialogs a tap may open) is fetched then, so it never competes with the
 * first paint yet is there before a tap asks for it. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  // The frame after the next one has painted; only then is the main thread's idle time spare.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      timer = null;
      if (typeof requestIdleCallback === 'function') {
        idleHandle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      } else {
        run();
      }
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    if (idleHandle !== null && typeof cancelIdleCallback === 'function') {
      cancelIdleCallback(idleHandle);
    }
  };
}
