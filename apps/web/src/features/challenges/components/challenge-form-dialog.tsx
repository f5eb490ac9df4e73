import { zodResolver } from '@hookform/resolvers/zod';
import { challengeMessages } from '@levelup/shared';
import {
  CHALLENGE_METRICS,
  type Challenge,
  type ChallengeInput,
  type ChallengeValues,
  challengeInputSchema,
  metricNeedsExercise,
} from '@levelup/shared/challenges';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useExercises } from '@/lib/api/exercises/get-exercises';
import { showFieldIssues } from '@/lib/field-issues';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { challengesScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { TextField } from '@/ui/text-field';
import { useCreateChallenge } from '../api/create-challenge';
import { useUpdateChallenge } from '../api/update-challenge';
import { SelectField } from './select-field';

const FIELDS: readonly string[] = ['name', 'metric', 'exerciseId', 'startDate', 'endDate'];
const isField = (path: string): path is FieldPath<ChallengeInput> => FIELDS.includes(path);

/** Today in the trainer's calendar, for a new challenge's first day. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const formOf = (challenge: Challenge | null): ChallengeInput =>
  challenge
    ? {
        name: challenge.name,
        metric: challenge.metric,
        exerciseId: challenge.exerciseId,
        startDate: challenge.startDate,
        endDate: challenge.endDate,
      }
    : { name: '', metric: 'volume', exerciseId: null, startDate: localToday(), endDate: '' };

/**
 * A new challenge, or the edit of one (`challenge`): its name, what it measures (with the exercise
 * for the e1RM metrics), and its first and last days. What is wrong shows under each field, in
 * the words the server would use.
 */
export function ChallengeFormDialog({
  open,
  onOpenChange,
  challenge,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  challenge: Challenge | null;
}) {
  const form = useForm<ChallengeInput, unknown, ChallengeValues>({
    resolver: translated(zodResolver(challengeInputSchema)),
    defaultValues: formOf(challenge),
  });
  const create = useCreateChallenge();
  const update = useUpdateChallenge();
  const [failure, setFailure] = useState<string | null>(null);
  const metric = useWatch({ control: form.control, name: 'metric' });
  const needsExercise = metricNeedsExercise(metric);
  const exercises = useExercises({ enabled: open && needsExercise });
  const { errors, isDirty, isSubmitting } = form.formState;

  // Each opening starts from the challenge chosen (or a blank one), whatever was typed before.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(formOf(challenge));
    setFailure(null);
  }, [open, challenge, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (challenge) await update.mutateAsync({ id: challenge.id, values });
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
      title={challenge ? m.formTitleEdit : m.formTitleNew}
      dirty={isDirty}
      className="challenge-dialog"
    >
      <form className="challenge-form" onSubmit={onSubmit} noValidate>
        <TextField label={m.name} error={errors.name?.message} {...form.register('name')} />
        <SelectField label={m.metric} error={errors.metric?.message} {...form.register('metric')}>
          {CHALLENGE_METRICS.map((value) => (
            <option key={value} value={value}>
              {challengeMessages.metricNames[value]}
            </option>
          ))}
        </SelectField>
        {needsExercise ? (
          <SelectField
            label={m.exercise}
            error={errors.exerciseId?.message}
            {...form.register('exerciseId', { setValueAs: (v: string | null) => v || null })}
          >
            <option value="">{m.chooseExercise}</option>
            {(exercises.data ?? []).map((exercise) => (
              <option key={exercise.id} value={exercise.id}>
                {exercise.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="challenge-dates">
          <TextField
            label={m.startDate}
            type="date"
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            label={m.endDate}
            type="date"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>
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
