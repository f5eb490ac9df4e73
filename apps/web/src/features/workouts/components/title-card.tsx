import {
  hasWorkoutName,
  NAME_MAX_LENGTH,
  type WorkoutDraft,
  workoutBuilderMessages as wb,
} from '@levelup/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { workoutBuilderScreenMessages as t } from '@/messages';

interface TitleCardProps {
  draft: WorkoutDraft;
  /** Applies the rename rule; the builder shows 'Invalid name' when it refuses. */
  onRename: (name: string) => void;
  actions: ReactNode;
}

/**
 * The workout's name, tapped to edit inline ('Enter workout name...'); unnamed it reads 'Tap to
 * name your workout'. Leaving the field or pressing Enter applies the rename rule; Escape, or
 * leaving it untouched, keeps the name without an alert.
 */
export function TitleCard({ draft, onRename, actions }: TitleCardProps) {
  const named = hasWorkoutName(draft);
  const start = named ? draft.workoutName : '';
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(start);
  const done = useRef(false);
  const titleButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  // After Enter or Escape, focus goes back to the title rather than to the page's start.
  useEffect(() => {
    if (!editing && returnFocus) {
      titleButton.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);

  const begin = () => {
    done.current = false;
    setText(start);
    setEditing(true);
  };
  /** `refocus`: Enter or Escape; leaving the field (a tap elsewhere) keeps focus where it went. */
  const finish = (apply: boolean, refocus: boolean) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    setReturnFocus(refocus);
    if (apply && text.trim() !== start.trim()) onRename(text);
  };

  return (
    <section className="wb-card wb-title-card">
      <div className="wb-title-main">
        {editing ? (
          <form
            className="wb-title-form"
            onSubmit={(event) => {
              event.preventDefault();
              finish(true, true);
            }}
          >
            <input
              className="field-input wb-title-input"
              aria-label={t.workoutName}
              placeholder={wb.namePlaceholder}
              value={text}
              // The field appears because the user tapped the title to edit it.
              // biome-ignore lint/a11y/noAutofocus: focus follows the user's own tap
              autoFocus
              maxLength={NAME_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => finish(true, false)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  finish(false, true);
                }
              }}
            />
          </form>
        ) : (
          <h1 className="wb-title">
            <button
              ref={titleButton}
              type="button"
              className="wb-title-button"
              data-unnamed={!named}
              onClick={begin}
            >
              {named ? draft.workoutName : wb.unnamed}
            </button>
          </h1>
        )}
      </div>
      <div className="wb-title-actions">{actions}</div>
    </section>
  );
}
