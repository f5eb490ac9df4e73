import { keepNumericCharacters, clientAreaMessages as m, type User } from '@levelup/shared';
import { type FormEvent, useState } from 'react';
import { isApiClientError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { GuardedDialog } from '../../../ui/guarded-dialog';
import { TextField } from '../../../ui/text-field';
import { updateProfile } from '../api/update-profile';
import { ChangeEmailForm } from './change-email-form';

interface ProfileForm {
  firstName: string;
  lastName: string;
  weightKg: string;
  heightCm: string;
}

const formOf = (user: User | null): ProfileForm => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  weightKg: user?.weightKg == null ? '' : String(user.weightKg),
  heightCm: user?.heightCm == null ? '' : String(user.heightCm),
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Profile Settings: first name, surname, weight and height (numbers keep digits and the dot), and
 * the change of email, which needs the current password and the new address's confirmation.
 */
export function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, setUser } = useAuth();
  const [form, setForm] = useState<ProfileForm>(() => formOf(user));
  const [openedWith, setOpenedWith] = useState<ProfileForm>(() => formOf(user));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(openedWith);

  const change =
    (key: keyof ProfileForm, numeric = false) =>
    (value: string) =>
      setForm((f) => ({ ...f, [key]: numeric ? keepNumericCharacters(value) : value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await updateProfile(user.id, {
        firstName: form.firstName,
        lastName: form.lastName.trim() || null,
        weightKg: numberOrNull(form.weightKg),
        heightCm: numberOrNull(form.heightCm),
      });
      setUser(saved);
      toast.success(m.profileSaved);
      onOpenChange(false);
    } catch (failure) {
      const issue = isApiClientError(failure) ? failure.issues[0] : undefined;
      setError(issue ? `${issue.path}: ${issue.message}` : m.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          const fresh = formOf(user);
          setForm(fresh);
          setOpenedWith(fresh);
          setError(null);
        }
        onOpenChange(next);
      }}
      title={m.profileTitle}
      dirty={dirty}
      className="profile-dialog"
    >
      <form className="join-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={m.firstName}
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => change('firstName')(e.target.value)}
        />
        <TextField
          label={m.lastName}
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => change('lastName')(e.target.value)}
        />
        <TextField
          label={m.weightKg}
          inputMode="decimal"
          value={form.weightKg}
          onChange={(e) => change('weightKg', true)(e.target.value)}
        />
        <TextField
          label={m.heightCm}
          inputMode="decimal"
          value={form.heightCm}
          onChange={(e) => change('heightCm', true)(e.target.value)}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block loading={saving}>
          {m.save}
        </Button>
      </form>
      {user ? <ChangeEmailForm userId={user.id} email={user.email} /> : null}
    </GuardedDialog>
  );
}
