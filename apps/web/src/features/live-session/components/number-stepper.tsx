import { liveSessionMessages as m, WARMUP_PERCENT_STEP } from '@levelup/shared';

/** A percent with − and + buttons a warm-up step apart. */
export function NumberStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="number-stepper">
      <legend className="visually-hidden">{label}</legend>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.decrease(label)}
        onClick={() => onChange(value - WARMUP_PERCENT_STEP)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.increase(label)}
        onClick={() => onChange(value + WARMUP_PERCENT_STEP)}
      >
        +
      </button>
    </fieldset>
  );
}
