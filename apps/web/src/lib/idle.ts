/** How long an idle callback may wait for the main thread to go quiet before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the main thread is next idle (or after IDLE_TIMEOUT_MS). Returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * Runs `task` just after the next frame has painted (not waiting for the main thread to go
 * quiet): work that must not delay a paint, yet should follow it at once. Returns a cancel function.
 */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // A timeout set in an animation frame callback runs once that frame has been painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      timer = null;
      task();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * Runs `task` once the page has painted and the main thread is idle: code the first screen does
 * not need (the toaster, dialogs a tap may open) is fetched then, so it never competes with the
 * first paint yet is there before a tap asks for it. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  // Only once the frame has painted is the main thread's idle time spare.
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(task);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
