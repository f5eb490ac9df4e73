import {
  EFFORT_SCALES,
  type EffortScale,
  type EffortTarget,
  effortTargetLabel,
  type FieldRange,
  workoutValidationMessages,
} from '@levelup/shared';
import { rirOf, rpeOfRir } from '@levelup/shared/coaching';
import { useId } from 'react';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Stepper } from './stepper';

interface RirTargetFieldsProps {
  target: EffortTarget;
  /** The RPE's range; in RIR it runs the other way (RPE 6-10 is 4-0 RIR). */
  range: FieldRange;
  onScale: (scale: EffortScale) => void;
  /** Receives an RPE, whichever scale the coach typed it in. */
  onRpe: (rpe: number) => void;
}

/**
 * The RIR & Progression target: how effort is asked and shown (RPE or RIR), and the target in
 * that scale. The workout keeps an RPE either way, so switching scale keeps the same effort, and
 * the hint names it in the other scale.
 */
export function RirTargetFields({ target, range, onScale, onRpe }: RirTargetFieldsProps) {
  const name = useId();
  const other: EffortScale = target.scale === 'rpe' ? 'rir' : 'rpe';
  const hint = t.sameEffort(effortTargetLabel({ rpe: target.rpe, scale: other }));
  return (
    <>
      <fieldset className="fieldset wb-options">
        <legend className="fieldset-legend">{t.effortScale}</legend>
        {EFFORT_SCALES.map((scale) => (
          <label key={scale} className="wb-option">
            <input
              type="radio"
              name={name}
              checked={target.scale === scale}
              onChange={() => onScale(scale)}
            />
            <span>{t.effortScales[scale]}</span>
          </label>
        ))}
      </fieldset>
      <div className="wb-field-grid">
        {target.scale === 'rpe' ? (
          <Stepper
            label={workoutValidationMessages.paramLabels.rir.rpe}
            hint={hint}
            value={target.rpe}
            min={range.min}
            max={range.max}
            step={range.step}
            onChange={onRpe}
          />
        ) : (
          <Stepper
            label={t.targetRir}
            hint={hint}
            value={rirOf(target.rpe)}
            min={rirOf(range.max)}
            max={rirOf(range.min)}
            step={range.step}
            onChange={(rir) => onRpe(rpeOfRir(rir))}
          />
        )}
      </div>
    </>
  );
}
