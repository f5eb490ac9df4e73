import { effortChoices, type RirTarget } from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { athleteSessionMessages as m } from '@/messages';

const NONE = 'none';

/**
 * How hard the set was, on the workout's scale: RPE 6 to 10, or reps in reserve 4 to 0, in half
 * points, or none (it is optional). Either way the value is an RPE.
 */
export function RpePicker({
  scale,
  value,
  onChange,
}: {
  scale: RirTarget['scale'];
  value: number | null;
  onChange: (rpe: number | null) => void;
}) {
  const labelId = useId();
  return (
    <div className="rpe-picker">
      <span id={labelId} className="athlete-field-label">
        {scale === 'rir' ? m.rirLabel : m.rpeLabel}
      </span>
      <ToggleGroup.Root
        type="single"
        className="rpe-options"
        aria-labelledby={labelId}
        value={value === null ? NONE : String(value)}
        // A second tap on the chosen value gives '' (nothing chosen): the same as none.
        onValueChange={(chosen) =>
          onChange(chosen === '' || chosen === NONE ? null : Number(chosen))
        }
      >
        <ToggleGroup.Item value={NONE} className="rpe-option">
          {m.rpeNone}
        </ToggleGroup.Item>
        {effortChoices(scale).map((choice) => (
          <ToggleGroup.Item key={choice.rpe} value={String(choice.rpe)} className="rpe-option">
            {choice.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
