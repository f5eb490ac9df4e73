import { type ComponentPropsWithRef, useId } from 'react';

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string | undefined;
}

/** A labelled native select with its error under it, styled as the app's text fields. */
export function SelectField({ label, error, id, children, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
