import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_GYM_SETTINGS, keepNumericCharacters, type User } from '@levelup/shared';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Switch from '@radix-ui/react-switch';
import { type ChangeEvent, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAuth } from '@/lib/auth/auth-provider';
import { showFieldIssues } from '@/lib/field-issues';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { commonMessages, clientAreaMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { LanguageSwitch } from '@/ui/language-switch';
import { TextField } from '@/ui/text-field';
import { updateProfile } from '../api/update-profile';
import {
  GYM_UNIT,
  type ProfileDialogForm,
  type ProfileDialogValues,
  profileDialogSchema,
  UNIT_CHOICES,
  unitChoiceOf,
} from '../model/profile-form';
import { ChangeEmailForm } from './change-email-form';

const formOf = (user: User | null): ProfileDialogForm => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  weightKg: user?.weightKg == null ? '' : String(user.weightKg),
  heightCm: user?.heightCm == null ? '' : String(user.heightCm),
  unit: unitChoiceOf(user?.unit ?? null),
  showNameOnTv: user?.showNameOnTv ?? true,
});

const FIELDS: readonly string[] = [
  'firstName',
  'lastName',
  'weightKg',
  'heightCm',
  'unit',
  'showNameOnTv',
];
const isField = (path: string): path is keyof ProfileDialogForm => FIELDS.includes(path);

/**
 * Profile Settings: the language the app is shown in (applied and kept at once, not on Save),
 * first name, surname, weight and height (numbers keep digits and the dot), the
 * unit loads are shown in (the gym's, or kg or lb), whether their name shows on the gym TV (else
 * their initials do), and the change of email, which needs the
 * current password and the new address's confirmation. What is wrong with a field shows under it,
 * as the server would say it too. The saved user replaces the signed-in one, so every screen
 * shows loads in the new unit at once.
 */
export function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, setUser } = useAuth();
  const form = useForm<ProfileDialogForm, unknown, ProfileDialogValues>({
    resolver: translated(zodResolver(profileDialogSchema)),
    defaultValues: formOf(user),
  });
  const unitId = useId();
  const tvNameId = useId();
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const numeric = (key: 'weightKg' | 'heightCm') => {
    const field = form.register(key);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = keepNumericCharacters(event.target.value);
        return field.onChange(event);
      },
    };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) return;
    setFailure(null);
    try {
      setUser(await updateProfile(user.id, values));
      toast.success(m.profileSaved);
      onOpenChange(false);
    } catch (error) {
      if (!showFieldIssues(error, form.setError, isField)) setFailure(m.saveFailed);
    }
  });

  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(formOf(user));
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={m.profileTitle}
      dirty={isDirty}
      className="profile-dialog"
    >
      <div className="profile-language">
        {/* The switch's group is named for screen readers; this is its visible name. */}
        <span className="field-label" aria-hidden="true">
          {m.language}
        </span>
        <LanguageSwitch label={m.language} />
      </div>
      <form className="join-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={m.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={m.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label={m.weightKg}
          inputMode="decimal"
          error={errors.weightKg?.message}
          {...numeric('weightKg')}
        />
        <TextField
          label={m.heightCm}
          inputMode="decimal"
          error={errors.heightCm?.message}
          {...numeric('heightCm')}
        />
        <div className="intake-question">
          <span id={`${unitId}-label`} className="field-label">
            {m.weightUnit}
          </span>
          <span id={`${unitId}-hint`} className="field-hint">
            {m.weightUnitHint}
          </span>
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <RadioGroup.Root
                ref={field.ref}
                className="choice-row"
                aria-labelledby={`${unitId}-label`}
                aria-describedby={`${unitId}-hint`}
                orientation="horizontal"
                value={field.value}
                onValueChange={(next) => {
                  const choice = UNIT_CHOICES.find((c) => c === next);
                  if (choice) field.onChange(choice);
                }}
              >
                {UNIT_CHOICES.map((choice) => (
                  <RadioGroup.Item key={choice} value={choice} className="choice">
                    {choice === GYM_UNIT
                      ? m.gymDefaultUnit(user?.gymUnit ?? DEFAULT_GYM_SETTINGS.unit)
                      : commonMessages.unitNames[choice]}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            )}
          />
          {errors.unit?.message ? <p className="field-error">{errors.unit.message}</p> : null}
        </div>
        <div className="switch-field">
          <span className="switch-field-text">
            <label htmlFor={tvNameId} className="field-label">
              {m.showNameOnTv}
            </label>
            <span id={`${tvNameId}-hint`} className="field-hint">
              {m.showNameOnTvHint}
            </span>
          </span>
          <Controller
            control={form.control}
            name="showNameOnTv"
            render={({ field }) => (
              <Switch.Root
                ref={field.ref}
                id={tvNameId}
                className="switch"
                aria-describedby={`${tvNameId}-hint`}
                checked={field.value}
                onCheckedChange={field.onChange}
              >
                <Switch.Thumb className="switch-thumb" />
              </Switch.Root>
            )}
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
      {user ? <ChangeEmailForm userId={user.id} email={user.email} /> : null}
    </GuardedDialog>
  );
}
