import { useEffect, useRef, useState } from 'react';

// Apart from `LazyMenuButton`, so the menus' own chunks do not take the live screen's code along.

/**
 * How the user opened a menu before its code arrived: it opens as Radix would have opened it then
 * (a key replays on the trigger, so a keyboard opening focuses the first item).
 */
export type MenuOpening = { pointer: true } | { key: string };

/**
 * For a Radix menu that replaced its stand-in button: whether it starts open (a pointer opened
 * it), and the trigger's ref, on which a key opening is replayed once, on the first mount.
 */
export function useMenuOpening(openedBy: MenuOpening | undefined) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [replay] = useState(openedBy);
  useEffect(() => {
    const button = trigger.current;
    if (!button || !replay || !('key' in replay)) return;
    button.focus();
    button.dispatchEvent(
      new KeyboardEvent('keydown', { key: replay.key, bubbles: true, cancelable: true }),
    );
  }, [replay]);
  return { trigger, defaultOpen: replay !== undefined && 'pointer' in replay };
}
