import { liveSessionMessages as m, REPS_STEP, WEIGHT_STEP } from '@levelup/shared';
import { clampReps, loadNumber } from '@levelup/shared/coaching';
import { useEffect, useRef, useState } from 'react';
import { useHoldRepeat } from '@/lib/use-hold-repeat';
import { liveSetsMessages as s } from '@/messages';
import { steppedKg } from '../model/steppers';
import { useDisplayUnit } from './use-display-unit';

interface SetCorrectionProps {
  /** The set's number as the list shows it (from 1). */
  number: number;
  /** The set's load, in kg as stored; it shows and steps in the coach's unit. */
  kg: number;
  reps: number;
  onSave(load: { kg: number; reps: number }): void;
  onCancel(): void;
}

/**
 * Correcting a logged set: its load and reps on − and + buttons (a mark of the coach's unit, 2.5
 * kg or 5 lb, and 1 rep a press, repeating while held, as the panel's steppers), then Save. Buttons only, so a tablet needs no
 * keyboard, and every value they reach is one a set may have.
 */
export function SetCorrection({ number, kg, reps, onSave, onCancel }: SetCorrectionProps) {
  const unit = useDisplayUnit();
  const [load, setLoad] = useState({ kg, reps });
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const stepKg = (direction: 1 | -1) => (steps: number) =>
    setLoad((current) => ({ ...current, kg: steppedKg(current.kg, direction, steps, unit) }));
  const stepReps = (direction: 1 | -1) => (steps: number) =>
    setLoad((current) => ({
      ...current,
      reps: clampReps(current.reps + direction * steps * REPS_STEP),
    }));
  return (
    <fieldset className="set-correction">
      <legend>{s.correcting(number)}</legend>
      <ValueStepper
        label={m.loadUnit[unit]}
        value={loadNumber(load.kg, unit)}
        downLabel={s.weightDown(WEIGHT_STEP[unit], unit)}
        upLabel={s.weightUp(WEIGHT_STEP[unit], unit)}
        onDown={stepKg(-1)}
        onUp={stepKg(1)}
        firstRef={first}
      />
      <ValueStepper
        label={s.reps}
        value={String(load.reps)}
        downLabel={s.repsDown}
        upLabel={s.repsUp}
        onDown={stepReps(-1)}
        onUp={stepReps(1)}
      />
      <span className="set-correction-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          <span>{s.cancel}</span>
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onSave(load)}>
          <span>{s.save}</span>
        </button>
      </span>
    </fieldset>
  );
}

function ValueStepper({
  label,
  value,
  downLabel,
  upLabel,
  onDown,
  onUp,
  firstRef,
}: {
  label: string;
  value: string;
  downLabel: string;
  upLabel: string;
  onDown(steps: number): void;
  onUp(steps: number): void;
  firstRef?: React.Ref<HTMLButtonElement>;
}) {
  const down = useHoldRepeat(onDown);
  const up = useHoldRepeat(onUp);
  return (
    <fieldset className="value-stepper">
      <legend className="visually-hidden">{label}</legend>
      <span className="value-stepper-label" aria-hidden="true">
        {label}
      </span>
      <button ref={firstRef} type="button" className="set-step" aria-label={downLabel} {...down}>
        −
      </button>
      <output className="value-stepper-value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="set-step" aria-label={upLabel} {...up}>
        +
      </button>
    </fieldset>
  );
}
