import {
  type EditableVariant,
  editorNote,
  editorOptions,
  editorTitle,
  type FieldRange,
  type ParamEditor,
  type ParamVariant,
  paramBounds,
  setEditorScale,
  setEditorValue,
  toggleEditorOption,
  type WorkoutDraft,
  workoutBuilderMessages as wb,
  workoutValidationMessages,
} from '@levelup/shared';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { BuilderDialog } from './builder-dialog';
import { RirTargetFields } from './rir-target-fields';
import { Stepper } from './stepper';

interface ParamEditorDialogProps {
  draft: WorkoutDraft;
  /** The editor being shown; null when closed. */
  editor: ParamEditor | null;
  onChange: (editor: ParamEditor) => void;
  onSave: (editor: ParamEditor) => void;
  onCancel: () => void;
}

const isEditable = (variant: ParamVariant): variant is EditableVariant => variant !== 'standard';
const isRirEditor = (editor: ParamEditor): editor is ParamEditor<'rir'> => editor.kind === 'rir';

/**
 * 'Edit: {kind} (All Exercises)' for a column or 'Edit: {kind} — {exercise}' for one cell: the
 * options (standard and custom stand alone; compounds and accessories combine, column only), each
 * chosen option's fields within its bounds (for RIR, its scale and target), and the timer or RIR
 * note. The rules are the shared param-editor functions; this only shows them.
 */
export function ParamEditorDialog({
  draft,
  editor,
  onChange,
  onSave,
  onCancel,
}: ParamEditorDialogProps) {
  if (!editor) return null;
  const note = editorNote(editor);
  const options = editorOptions(editor.target);
  const labels = workoutValidationMessages.paramLabels[editor.kind] as Record<string, string>;
  const editable = editor.selected.filter(isEditable);

  return (
    <BuilderDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={editorTitle(editor, draft)}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button onClick={() => onSave(editor)}>{t.saveRename}</Button>
        </>
      }
    >
      <fieldset className="fieldset wb-options">
        <legend className="fieldset-legend">{t.options}</legend>
        {options.map((variant) => (
          <label key={variant} className="wb-option">
            <input
              type="checkbox"
              checked={editor.selected.includes(variant)}
              onChange={() => onChange(toggleEditorOption(editor, variant))}
            />
            <span>
              {editor.kind === 'rir' && variant === 'standard'
                ? wb.rirOption
                : t.variantLabels[variant]}
            </span>
          </label>
        ))}
      </fieldset>
      {editable.map((variant) => {
        const fields = Object.entries(paramBounds(editor.kind, variant)) as [string, FieldRange][];
        if (fields.length === 0) return null;
        const values = editor.values[variant] as Record<string, number>;
        const rpeRange = paramBounds('rir', variant).rpe;
        return (
          <section key={variant} className="wb-option-fields" aria-label={t.variantLabels[variant]}>
            {editable.length > 1 ? (
              <h3 className="wb-subtitle">{t.variantLabels[variant]}</h3>
            ) : null}
            {isRirEditor(editor) && rpeRange ? (
              <RirTargetFields
                target={editor.values[variant]}
                range={rpeRange}
                onScale={(scale) => onChange(setEditorScale(editor, variant, scale))}
                onRpe={(rpe) => onChange(setEditorValue(editor, variant, 'rpe', rpe))}
              />
            ) : (
              <div className="wb-field-grid">
                {fields.map(([field, range]) => (
                  <Stepper
                    key={field}
                    label={labels[field] ?? field}
                    value={values[field] ?? range.min}
                    min={range.min}
                    max={range.max}
                    step={range.step}
                    // The field comes from this option's own bounds, so it is a field of the kind;
                    // TypeScript cannot narrow a key of the editor's kind union any further.
                    onChange={(value) =>
                      onChange(setEditorValue(editor, variant, field as never, value))
                    }
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
      {note ? (
        <p className="wb-note" role="note">
          {note}
        </p>
      ) : null}
    </BuilderDialog>
  );
}
