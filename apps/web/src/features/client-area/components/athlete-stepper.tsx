import { useHoldRepeat } from '@/lib/use-hold-repeat';

interface AthleteStepperProps {
  label: string;
  /** Shown after the value ('kg'); the label says it to a screen reader. */
  unit: string;
  /** The value as shown: '102.5', '225', '8'. */
  value: string;
  downLabel: string;
  upLabel: string;
  /** One step of `steps` (1, then more while held); false at a bound, which ends the hold. */
  onStep(direction: 1 | -1, steps: number): boolean;
}

/**
 * The current set's weight or reps on the phone: the value large between − and +, which step as
 * the coach's do and repeat while held (a thumb holds + to add 20 kg).
 */
export function AthleteStepper({
  label,
  unit,
  value,
  downLabel,
  upLabel,
  onStep,
}: AthleteStepperProps) {
  const down = useHoldRepeat((steps) => onStep(-1, steps));
  const up = useHoldRepeat((steps) => onStep(1, steps));
  return (
    <fieldset className="athlete-stepper">
      <legend className="visually-hidden">{label}</legend>
      <button type="button" className="athlete-step" aria-label={downLabel} {...down}>
        <span aria-hidden="true">−</span>
      </button>
      <span className="athlete-stepper-value">
        <output aria-live="polite">{value}</output>
        <span className="athlete-stepper-unit" aria-hidden="true">
          {unit}
        </span>
      </span>
      <button type="button" className="athlete-step" aria-label={upLabel} {...up}>
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
