import { clampTimerStepperValue } from '@levelup/shared/timer';
import { useId, useRef, useState } from 'react';
import { useHoldRepeat } from '@/lib/use-hold-repeat';
import { gymTvMessages } from '@/messages';

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
  const by = (direction: number) => (step: number) => {
    setText(null);
    const next = clampTimerStepperValue(latest.current + direction * step);
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  };
  const holds = { down: useHoldRepeat(by(-1)), up: useHoldRepeat(by(1)) };

  const button = (direction: 'down' | 'up') => (
    <button
      type="button"
      className="timer-stepper-button"
      aria-label={
        direction === 'down' ? gymTvMessages.decrease(label) : gymTvMessages.increase(label)
      }
      {...holds[direction]}
    >
      <span aria-hidden="true">{direction === 'down' ? '−' : '+'}</span>
    </button>
  );

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
