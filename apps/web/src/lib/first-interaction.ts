const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `task` once, on the first press or key anywhere on the page: code that only follows what
 * the user does (toasts, dialogs) is fetched then, not with the screen. Returns a cancel function.
 */
export function onFirstInteraction(task: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, passive: true });
  }
  return stop;
}
