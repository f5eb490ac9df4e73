import { type MouseEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { createHoldRepeat } from './hold-repeat';

/** What a stepper button spreads onto itself to step on a press and repeat while held. */
interface HoldRepeatButtonProps {
  onPointerDown(event: PointerEvent<HTMLButtonElement>): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onContextMenu(event: MouseEvent<HTMLButtonElement>): void;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
}

/**
 * A stepper button that repeats while held (`createHoldRepeat`), by touch or mouse: a press steps
 * at once, and lifting the finger, leaving the button or the browser taking the gesture (a scroll)
 * ends the hold. Enter and Space step once per key press, as a click. `onStep` gets the step size
 * (1, 2, 5, 10 as the hold goes on) and may return false to end the hold.
 */
export function useHoldRepeat(onStep: (step: number) => unknown): HoldRepeatButtonProps {
  // Repeats fire between renders: they call the latest `onStep`.
  const latest = useRef(onStep);
  latest.current = onStep;
  const [hold] = useState(() => createHoldRepeat((step) => latest.current(step)));
  useEffect(() => () => hold.release(), [hold]);
  return useMemo(
    () => ({
      onPointerDown(event) {
        if (event.button !== 0) return;
        hold.press();
      },
      onPointerUp: hold.release,
      onPointerLeave: hold.release,
      onPointerCancel: hold.release,
      // A long press on a touch screen would open the context menu over the button.
      onContextMenu: (event) => event.preventDefault(),
      onClick(event) {
        // A pointer press stepped already; a key press (Enter, Space) arrives as a click only.
        if (event.detail !== 0) return;
        hold.press();
        hold.release();
      },
    }),
    [hold],
  );
}
