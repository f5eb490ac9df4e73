import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';

interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  label: string;
  hint?: string;
  choices: readonly Choice<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
}

/** One choice among a few, shown as chips (a labelled radio group). */
export function ChoiceGroup<V extends string>({
  label,
  hint,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <div className="fieldset">
      <span id={`${id}-label`} className="fieldset-legend">
        {label}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      <RadioGroup.Root
        className="choice-grid"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value ?? ''}
        onValueChange={(next) => onChange(next as V)}
      >
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} className="choice">
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

interface ToggleChipsProps<V extends string> {
  label: string;
  hint?: string;
  choices: readonly Choice<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
}

/** Several choices at once, as chips that are pressed or not. */
export function ToggleChips<V extends string>({
  label,
  hint,
  choices,
  selected,
  onToggle,
}: ToggleChipsProps<V>) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{label}</legend>
      {hint ? <span className="field-hint">{hint}</span> : null}
      <div className="choice-grid">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className="choice"
            aria-pressed={selected.includes(choice.value)}
            onClick={() => onToggle(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the value reads (e.g. '7 h'). */
  format?: (value: number) => string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  /** What + does at the maximum; by default it stays there. */
  onIncreasePastMax?: () => void;
  hint?: string;
}

/** −/+ buttons around a value, clamped between `min` and `max`. */
export function Stepper({
  label,
  value,
  min,
  max,
  step = 1,
  format = String,
  decreaseLabel,
  increaseLabel,
  onChange,
  onIncreasePastMax,
  hint,
}: StepperProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{label}</legend>
      {hint ? <span className="field-hint">{hint}</span> : null}
      <div className="stepper">
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - step))}
        >
          −
        </button>
        <output className="stepper-value" aria-live="polite">
          {format(value)}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          disabled={value >= max && !onIncreasePastMax}
          onClick={() => {
            if (value >= max && onIncreasePastMax) onIncreasePastMax();
            else onChange(clamp(value + step));
          }}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
