import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { athleteSessionMessages as m } from '@/messages';
import { RPE_CHOICES } from '../model/athlete-session';

const NONE = 'none';

/** How hard the set was: RPE 6 to 10 in half points, or none (it is optional). */
export function RpePicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rpe: number | null) => void;
}) {
  const labelId = useId();
  return (
    <div className="rpe-picker">
      <span id={labelId} className="athlete-field-label">
        {m.rpeLabel}
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
        {RPE_CHOICES.map((rpe) => (
          <ToggleGroup.Item key={rpe} value={String(rpe)} className="rpe-option">
            {rpe}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
