import {
  CLIENT_GROUPING_BOUNDS,
  GROUP_SORT_OPTIONS,
  type GroupClients,
  type GroupSort,
  setGroupClients,
  type WorkoutDraft,
  workoutValidationMessages,
} from '@levelup/shared';
import { useEffect, useId, useState } from 'react';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { BuilderDialog } from './builder-dialog';
import { Stepper } from './stepper';

interface ClientGroupingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: WorkoutDraft;
  onSave: (value: GroupClients) => void;
}

/** Clients per group and max clients per exercise (0-12 each) and how clients are sorted. */
export function ClientGroupingDialog({
  open,
  onOpenChange,
  draft,
  onSave,
}: ClientGroupingDialogProps) {
  const value = draft.groupClients;
  const [form, setForm] = useState(value);
  const sortId = useId();
  const labels = workoutValidationMessages.groupLabels;
  useEffect(() => {
    if (open) setForm(value);
  }, [open, value]);
  // The shared rule clamps the steppers; the form is applied to the draft only on Save.
  const update = (patch: Partial<GroupClients>) =>
    setForm(setGroupClients({ ...draft, groupClients: form }, patch).groupClients);

  return (
    <BuilderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.groupingTitle}
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button onClick={() => onSave(form)}>{t.saveRename}</Button>
        </>
      }
    >
      <div className="wb-field-grid">
        <Stepper
          label={labels.clientsPerGroup}
          value={form.clientsPerGroup}
          {...CLIENT_GROUPING_BOUNDS.clientsPerGroup}
          step={1}
          onChange={(next) => update({ clientsPerGroup: next })}
        />
        <Stepper
          label={labels.maxClientsPerExercise}
          value={form.maxClientsPerExercise}
          {...CLIENT_GROUPING_BOUNDS.maxClientsPerExercise}
          step={1}
          onChange={(next) => update({ maxClientsPerExercise: next })}
        />
        <div className="field">
          <label className="field-label" htmlFor={sortId}>
            {t.sortBy}
          </label>
          <select
            id={sortId}
            className="field-input"
            value={form.sortBy}
            onChange={(event) => update({ sortBy: event.target.value as GroupSort })}
          >
            {GROUP_SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t.sortOptions[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </BuilderDialog>
  );
}
