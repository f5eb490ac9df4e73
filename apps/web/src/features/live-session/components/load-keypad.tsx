import { liveSessionMessages as m } from '@levelup/shared';
import { shownDecimalMark } from '@levelup/shared/coaching';
import * as Popover from '@radix-ui/react-popover';
import type { KeyboardEvent, RefObject } from 'react';
import { isLoadKey, type LoadEntry, type LoadField, shownLoad } from '../model/load-entry';
import './load-keypad.css';

interface LoadKeypadProps {
  entry: LoadEntry;
  /** The cell the keypad opens beside. */
  anchor: RefObject<HTMLElement | null>;
  /** The cell in words ('Back Squat, Diego'), for the keypad's name. */
  cellName: string;
  /** The cell's values (the load in kg, shown in the entry's unit) until a field is typed. */
  kg: number;
  reps: number;
  onKey(key: string): void;
  onField(field: LoadField): void;
  /** Confirms the entry (Done, Enter, or a tap elsewhere). */
  onDone(): void;
  /** Drops the entry (Escape). */
  onCancel(): void;
  /** Where the focus goes once the keypad has closed (the cell). */
  onClosed(): void;
}

const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
] as const;

/**
 * The on-screen number pad a tap on a selected cell's value opens, for tablets without a keyboard:
 * large keys, a KG (or LB) / Reps switch and Done. It types into the same entry as a keyboard does, and a
 * keyboard still works while it is open. A tap outside it confirms, as Done does; Escape cancels.
 */
export function LoadKeypad({
  entry,
  anchor,
  cellName,
  kg,
  reps,
  onKey,
  onField,
  onDone,
  onCancel,
  onClosed,
}: LoadKeypadProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isLoadKey(event.key) || event.key === 'Backspace') {
      event.preventDefault();
      onKey(event.key);
    } else if (event.key === 'Enter') {
      // Enter confirms, as in the grid, whichever key has the focus.
      event.preventDefault();
      onDone();
    }
  };
  const shown = { kg: shownLoad(entry, 'kg', kg), reps: shownLoad(entry, 'reps', reps) };
  const field = (name: LoadField, label: string) => (
    <button
      type="button"
      className="keypad-field"
      aria-pressed={entry.field === name}
      onClick={() => onField(name)}
    >
      <span className="keypad-field-label">{label}</span>
      <span className={`keypad-field-value${shown[name].typed ? '' : ' is-placeholder'}`}>
        {shown[name].text}
      </span>
    </button>
  );
  const key = (value: string, label?: string, face: string = value) => (
    <button
      key={value}
      type="button"
      className="keypad-key"
      aria-label={label}
      onClick={() => onKey(value)}
    >
      {value === 'Backspace' ? <span aria-hidden="true">⌫</span> : face}
    </button>
  );
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onDone())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className="load-keypad"
          aria-label={m.keypad(cellName)}
          side="bottom"
          align="center"
          sideOffset={4}
          collisionPadding={8}
          onKeyDown={onKeyDown}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onCancel();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <fieldset className="keypad-fields">
            <legend className="visually-hidden">{m.keypadField}</legend>
            {field('kg', m.loadUnit[entry.unit])}
            {field('reps', m.reps)}
          </fieldset>
          <div className="keypad-keys">
            {DIGIT_ROWS.flat().map((digit) => key(digit))}
            {/* The point key reads as the page's decimal mark (a comma in Spanish). */}
            {key('.', undefined, shownDecimalMark())}
            {key('0')}
            {key('Backspace', m.keypadDelete)}
          </div>
          <button type="button" className="keypad-done" onClick={onDone}>
            {m.keypadDone}
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
