import { useEffect, useId, useState } from 'react';
import { workoutBuilderScreenMessages as t } from '@/messages';

interface StepperProps {
  label: string;
  /** A line under the field, read with it. */
  hint?: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Receives the typed or stepped number; the caller clamps it to the field's bounds. */
  onChange: (value: number) => void;
}

/**
 * A number field with − and + buttons. Typing is kept as text until the field is left or Enter is
 * pressed, so a value passing through an out-of-range number ('1' on the way to '12') is not
 * clamped mid-typing.
 */
export function Stepper({ label, hint, value, min, max, step, onChange }: StepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const typed = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(typed)) setText(String(value));
    else if (typed !== value) onChange(typed);
    else setText(String(value));
  };

  return (
    <div className="wb-stepper">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="wb-stepper-row">
        <button
          type="button"
          className="wb-step-button"
          aria-label={t.decrease(label)}
          disabled={value <= min}
          onClick={() => onChange(value - step)}
        >
          −
        </button>
        <input
          id={id}
          className="field-input wb-stepper-input"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={text}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="wb-step-button"
          aria-label={t.increase(label)}
          disabled={value >= max}
          onClick={() => onChange(value + step)}
        >
          +
        </button>
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
