import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EmailChangeRequest,
  type EmailChangeRequestInput,
  emailChangeRequestSchema,
  emailChangeMessages as m,
} from '@levelup/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiClientError } from '@/lib/api-client';
import { showFieldIssues } from '@/lib/field-issues';
import { translated } from '@/lib/i18n/translated-resolver';
import { Button } from '@/ui/button';
import { EmailField, PasswordField } from '@/ui/text-field';
import { useRequestEmailChange } from '../api/request-email-change';

const FIELDS: readonly string[] = ['newEmail', 'currentPassword'];
const isField = (path: string): path is keyof EmailChangeRequestInput => FIELDS.includes(path);

/**
 * The profile's 'Change email' part (security issue 28): the new address and the current
 * password; the server mails a link to the new address, and the email changes when it is opened.
 */
export function ChangeEmailForm({ userId, email }: { userId: string; email: string }) {
  const headingId = useId();
  const request = useRequestEmailChange(userId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailChangeRequestInput, unknown, EmailChangeRequest>({
    resolver: translated(zodResolver(emailChangeRequestSchema)),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSentTo(null);
    try {
      const answer = await request.mutateAsync(body);
      form.reset();
      setSentTo(answer.sentTo);
    } catch (error) {
      if (!showFieldIssues(error, form.setError, isField)) {
        setFailure((isApiClientError(error) && error.serverMessage) || m.requestFailed);
      }
    }
  });

  return (
    <section className="change-email" aria-labelledby={headingId}>
      <h3 id={headingId} className="change-email-title">
        {m.sectionTitle}
      </h3>
      <p className="note">{m.currentEmail(email)}</p>
      <form className="join-form" onSubmit={onSubmit} noValidate>
        <EmailField
          label={m.newEmailLabel}
          error={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
        <PasswordField
          label={m.currentPasswordLabel}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        {sentTo ? (
          <div className="change-email-sent" role="status">
            <p className="change-email-sent-line">{m.sent(sentTo)}</p>
            <p className="note">{m.sentHint}</p>
          </div>
        ) : null}
        <Button type="submit" variant="secondary" block loading={request.isPending}>
          {m.send}
        </Button>
      </form>
    </section>
  );
}
