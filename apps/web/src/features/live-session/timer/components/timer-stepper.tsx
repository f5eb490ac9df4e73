import { gymTvMessages } from '@levelup/shared';
import { clampTimerStepperValue } from '@levelup/shared/timer';
import { useEffect, useId, useRef, useState } from 'react';
import { createHoldRepeat } from '../model/hold-repeat';

interface TimerStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A number with − and + buttons clamped to 0-3600: a tap moves it by 1, holding repeats and
 * speeds up (spec 2, section 9). The number can also be typed.
 */
export function TimerStepper({ label, value, onChange }: TimerStepperProps) {
  const labelId = useId();
  const [text, setText] = useState<string | null>(null);
  // Repeats fire between renders: they read and write the latest value here.
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;

  const holds = useRef<{
    down: ReturnType<typeof createHoldRepeat>;
    up: ReturnType<typeof createHoldRepeat>;
  } | null>(null);
  if (!holds.current) {
    const by = (direction: number) => (step: number) => {
      const next = clampTimerStepperValue(latest.current + direction * step);
      if (next === latest.current) return;
      latest.current = next;
      change.current(next);
    };
    holds.current = { down: createHoldRepeat(by(-1)), up: createHoldRepeat(by(1)) };
  }
  useEffect(
    () => () => {
      holds.current?.down.release();
      holds.current?.up.release();
    },
    [],
  );

  const button = (direction: 'down' | 'up') => {
    const hold = holds.current![direction];
    return (
      <button
        type="button"
        className="timer-stepper-button"
        aria-label={
          direction === 'down' ? gymTvMessages.decrease(label) : gymTvMessages.increase(label)
        }
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          try {
            // Keeps the release on this button when the finger slides off it.
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // No capture for this pointer: a release elsewhere ends the hold via pointercancel.
          }
          setText(null);
          hold.press();
        }}
        onPointerUp={hold.release}
        onPointerCancel={hold.release}
        onLostPointerCapture={hold.release}
        onContextMenu={(event) => event.preventDefault()}
        onClick={(event) => {
          // A pointer press stepped already; a key press (Enter, Space) arrives as a click only.
          if (event.detail === 0) {
            hold.press();
            hold.release();
          }
        }}
      >
        <span aria-hidden="true">{direction === 'down' ? '−' : '+'}</span>
      </button>
    );
  };

  const commit = () => {
    if (text === null) return;
    const typed = Number(text.trim());
    if (text.trim() !== '' && Number.isFinite(typed)) onChange(clampTimerStepperValue(typed));
    setText(null);
  };

  return (
    <div className="timer-stepper">
      <span className="timer-stepper-label" id={labelId}>
        {label}
      </span>
      <div className="timer-stepper-controls">
        {button('down')}
        <input
          className="timer-stepper-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={3600}
          step={1}
          aria-labelledby={labelId}
          value={text ?? String(value)}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {button('up')}
      </div>
    </div>
  );
}
