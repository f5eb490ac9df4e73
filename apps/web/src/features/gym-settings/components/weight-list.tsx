import type { GymSettings } from '@levelup/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import type { GymSettingsForm } from '../model/settings-form';
import { errorMessage } from './error-message';

type ListName = 'equipment.bars' | 'equipment.plates';

interface WeightListProps {
  form: UseFormReturn<GymSettingsForm, unknown, GymSettings>;
  name: ListName;
  /** The list's legend, with the unit: 'Bars (kg)'. */
  legend: string;
  hint?: string;
  /** Each weight's name for screen readers, from 1: 'Bar 1 (kg)'. */
  itemLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  /** The unit shown after each weight. */
  unit: string;
  max: number;
  editable: boolean;
}

/** What is wrong with the list as a whole ('Add at least one plate pair') and with each weight. */
function listErrors(errors: FieldErrors<GymSettingsForm>, name: ListName) {
  const list = name === 'equipment.bars' ? errors.equipment?.bars : errors.equipment?.plates;
  return {
    whole: errorMessage(list),
    item: (i: number) => errorMessage(list?.[i]),
  };
}

/**
 * A list of weights (the bars, the plate pairs) edited in place: one field per weight with its
 * remove button, and an add button up to `max`. The weights are a plain list in the form (the
 * shared schema's shape), so rows are kept by position: removing one moves the focus to the row
 * that takes its place, or to the add button when none is left.
 */
export function WeightList({
  form,
  name,
  legend,
  hint,
  itemLabel,
  removeLabel,
  addLabel,
  unit,
  max,
  editable,
}: WeightListProps) {
  const id = useId();
  const weights = useWatch({ control: form.control, name });
  const errors = listErrors(form.formState.errors, name);
  const addButton = useRef<HTMLButtonElement>(null);
  // A weight added this render gets the focus once its field exists.
  const [focusAfterAdd, setFocusAfterAdd] = useState<number | null>(null);
  const { setFocus, setValue, formState } = form;

  useEffect(() => {
    if (focusAfterAdd === null) return;
    setFocus(`${name}.${focusAfterAdd}`);
    setFocusAfterAdd(null);
  }, [focusAfterAdd, name, setFocus]);

  const change = (next: string[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const remove = (index: number) => {
    const next = weights.filter((_, i) => i !== index);
    change(next);
    if (next.length === 0) addButton.current?.focus();
    else setFocus(`${name}.${Math.min(index, next.length - 1)}`);
  };

  const describedBy = [hint ? `${id}-hint` : null, errors.whole ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="fieldset gym-list" aria-describedby={describedBy || undefined}>
      <legend className="fieldset-legend">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ul className="gym-list-items">
        {weights.map((_, i) => {
          const error = errors.item(i);
          const errorId = `${id}-${i}-error`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bare numbers, no ids: rows are positions.
            <li key={i} className="gym-list-item">
              <div className="gym-weight">
                <input
                  className="field-input gym-weight-input"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={itemLabel(i + 1)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...form.register(`${name}.${i}`)}
                />
                <span className="gym-weight-unit" aria-hidden="true">
                  {unit}
                </span>
                {editable ? (
                  <button
                    type="button"
                    className="gym-icon-button"
                    aria-label={removeLabel(i + 1)}
                    onClick={() => remove(i)}
                  >
                    ×
                  </button>
                ) : null}
              </div>
              {error ? (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {errors.whole ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errors.whole}
        </p>
      ) : null}
      {editable ? (
        <button
          ref={addButton}
          type="button"
          className="btn btn-secondary gym-add-button"
          disabled={weights.length >= max}
          onClick={() => {
            change([...weights, '']);
            setFocusAfterAdd(weights.length);
          }}
        >
          + {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
