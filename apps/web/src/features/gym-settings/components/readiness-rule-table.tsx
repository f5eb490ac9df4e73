import { type GymSettings, READINESS_BANDS_MAX } from '@levelup/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { gymSettingsScreenMessages as m } from '@/messages';
import type { GymSettingsForm } from '../model/settings-form';
import { errorMessage } from './error-message';

interface ReadinessRuleTableProps {
  form: UseFormReturn<GymSettingsForm, unknown, GymSettings>;
  editable: boolean;
}

/**
 * The readiness rule as a small table: each band's lowest score and its load change, bands added
 * and removed (up to the rule's maximum). Bands stay in the order the coach wrote them; the rule
 * reads them by score.
 */
export function ReadinessRuleTable({ form, editable }: ReadinessRuleTableProps) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'readinessRule',
  });
  const errors = form.formState.errors.readinessRule;
  const whole = errorMessage(errors);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a band is removed, the focus goes to the band that takes its place once it has moved
  // there (or to the add button when none is left), not to the page's start.
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);
  const { setFocus } = form;

  useEffect(() => {
    if (focusAfterRemove === null) return;
    if (fields.length === 0) addButton.current?.focus();
    else setFocus(`readinessRule.${Math.min(focusAfterRemove, fields.length - 1)}.minScore`);
    setFocusAfterRemove(null);
  }, [focusAfterRemove, fields.length, setFocus]);

  const cell = (i: number, key: 'minScore' | 'percent', label: string, inputMode?: 'numeric') => {
    const error = errorMessage(errors?.[i]?.[key]);
    const errorId = `${id}-${i}-${key}-error`;
    return (
      <td>
        <input
          className="field-input gym-rule-input"
          inputMode={inputMode}
          autoComplete="off"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(`readinessRule.${i}.${key}`)}
        />
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </td>
    );
  };

  return (
    <div className="gym-rule">
      <table className="gym-rule-table" aria-describedby={whole ? `${id}-error` : undefined}>
        <thead>
          <tr>
            <th scope="col">{m.fromScore}</th>
            <th scope="col">{m.loadChange}</th>
            {editable ? (
              <th scope="col">
                <span className="visually-hidden">{m.bandActions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => (
            <tr key={field.id}>
              {/* A score has no minus, a change may: the number pad has none on phones. */}
              {cell(i, 'minScore', m.bandScore(i + 1), 'numeric')}
              {cell(i, 'percent', m.bandPercent(i + 1))}
              {editable ? (
                <td>
                  <button
                    type="button"
                    className="gym-icon-button"
                    aria-label={m.removeBand(i + 1)}
                    onClick={() => {
                      remove(i);
                      setFocusAfterRemove(i);
                    }}
                  >
                    ×
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {whole ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {whole}
        </p>
      ) : null}
      {editable ? (
        <button
          ref={addButton}
          type="button"
          className="btn btn-secondary gym-add-button"
          disabled={fields.length >= READINESS_BANDS_MAX}
          onClick={() => append({ minScore: '', percent: '' })}
        >
          + {m.addBand}
        </button>
      ) : null}
    </div>
  );
}
