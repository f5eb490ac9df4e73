import * as RadioGroup from '@radix-ui/react-radio-group';

/**
 * A unit as a row of radio buttons: the gym's unit, and a trainer's own (which may also follow the
 * gym's). Labelled by `labelId` and described by `hintId` of the text around it.
 */
export function UnitChoice<T extends string>({
  labelId,
  hintId,
  options,
  value,
  disabled = false,
  onChange,
}: {
  labelId: string;
  hintId: string;
  options: readonly { value: T; label: string }[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup.Root
      className="gym-unit-choice"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      orientation="horizontal"
      disabled={disabled}
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className="gym-unit-option">
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
