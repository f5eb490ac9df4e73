import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEAM_COLORS,
  type Team,
  type TeamInput,
  type TeamValues,
  teamInputSchema,
  teamMessages,
} from '@levelup/shared';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { showFieldIssues } from '@/lib/field-issues';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { teamsScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { TextField } from '@/ui/text-field';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';

const FIELDS: readonly string[] = ['name', 'colorHex'];
const isField = (path: string): path is FieldPath<TeamInput> => FIELDS.includes(path);

/** A team's form: the team as it is, or a blank name with no colour chosen. */
const formOf = (team: Team | null): TeamInput =>
  team ? { name: team.name, colorHex: team.colorHex.toLowerCase() } : { name: '', colorHex: '' };

/**
 * A new team, or the edit of one (`team`): its name and a colour from the palette, each a swatch
 * with its name beside it (a colour is never told by its look alone). What is wrong shows under
 * the field, in the words the server would use.
 */
export function TeamFormDialog({
  open,
  onOpenChange,
  team,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team: Team | null;
}) {
  const form = useForm<TeamInput, unknown, TeamValues>({
    resolver: translated(zodResolver(teamInputSchema)),
    defaultValues: formOf(team),
  });
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [failure, setFailure] = useState<string | null>(null);
  const colourError = `${useId()}-colour-error`;
  const { errors, isDirty, isSubmitting } = form.formState;

  // Each opening starts from the team chosen (or a blank one), whatever was typed before.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(formOf(team));
    setFailure(null);
  }, [open, team, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (team) await update.mutateAsync({ id: team.id, values });
      else await create.mutateAsync(values);
      toast.success(m.saved);
      onOpenChange(false);
    } catch (error) {
      if (!showFieldIssues(error, form.setError, isField)) setFailure(m.actionFailed);
    }
  });

  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? m.formTitleEdit : m.formTitleNew}
      dirty={isDirty}
      className="team-dialog"
    >
      <form className="team-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={m.name}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <fieldset
          className="team-colours"
          aria-invalid={errors.colorHex ? true : undefined}
          aria-describedby={errors.colorHex ? colourError : undefined}
        >
          <legend className="field-label">{m.colour}</legend>
          <div className="team-colour-options">
            {TEAM_COLORS.map((colour) => (
              <label key={colour.key} className="team-colour-option">
                <input type="radio" value={colour.hex} {...form.register('colorHex')} />
                <span
                  className="team-swatch"
                  style={{ backgroundColor: colour.hex }}
                  aria-hidden="true"
                />
                <span>{teamMessages.colorNames[colour.key]}</span>
              </label>
            ))}
          </div>
          {errors.colorHex ? (
            <p id={colourError} className="field-error">
              {errors.colorHex.message}
            </p>
          ) : null}
        </fieldset>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block loading={isSubmitting}>
          {m.save}
        </Button>
      </form>
    </GuardedDialog>
  );
}
