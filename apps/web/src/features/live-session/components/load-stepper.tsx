import { useHoldRepeat } from '@/lib/use-hold-repeat';

interface LoadStepperProps {
  label: string;
  downLabel: string;
  upLabel: string;
  /** One step of `steps` (1, then more while held); false when nothing could change. */
  onStep(direction: 1 | -1, steps: number): boolean;
}

/** The panel's weight or reps stepper: − and + that step the selection, repeating while held. */
export function LoadStepper({ label, downLabel, upLabel, onStep }: LoadStepperProps) {
  const down = useHoldRepeat((steps) => onStep(-1, steps));
  const up = useHoldRepeat((steps) => onStep(1, steps));
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{label}</legend>
      <button type="button" className="panel-btn step" aria-label={downLabel} {...down}>
        −
      </button>
      <span className="stepper-label" aria-hidden="true">
        {label}
      </span>
      <button type="button" className="panel-btn step" aria-label={upLabel} {...up}>
        +
      </button>
    </fieldset>
  );
}
