import {
  CODE_FIELD_FOCUS_DELAY_MS,
  checkResetCompletionForm,
  checkResetRequestForm,
  passwordResetMessages as m,
} from '@levelup/shared';
import { translateText } from '@levelup/shared/i18n';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { authScreenMessages as screen } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { EmailField, PasswordField, TextField } from '@/ui/text-field';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthScaffold } from '../components/auth-scaffold';

type Step = 'request' | 'verify' | 'success';

/** A form check's answer: the alert to show. */
type FormProblem = { title: string; message: string };

/** Password reset for signed-out users: request a code, verify it with a new password, done. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const requestReset = useRequestPasswordReset();
  const completeReset = useCompletePasswordReset();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const busy = requestReset.isPending || completeReset.isPending;

  // The server words its failures in the request's language (the page's), so they show as sent.
  function requestFailureMessage(failure: unknown): string {
    return (isApiClientError(failure) && failure.serverMessage) || m.requestFailed;
  }

  function completionFailureMessage(failure: unknown): string {
    if (!isApiClientError(failure)) return m.completeFailed;
    if (failure.status === 400 && failure.code === 'INVALID_SECRET') return m.invalidSecret;
    return failure.serverMessage ?? m.completeFailed;
  }

  useEffect(() => {
    if (step !== 'verify') return;
    const timer = setTimeout(() => codeField.current?.focus(), CODE_FIELD_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  function clearVerifyFields() {
    setSecret('');
    setNewPassword('');
    setConfirmPassword('');
    setError(null);
  }

  /** A step's submit: the form's problem is an alert; a failure to send is shown in the form. */
  function submitStep(form: {
    problem: () => FormProblem | null;
    send: () => Promise<void>;
    failureMessage: (failure: unknown) => string;
  }) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const problem = form.problem();
      if (problem) {
        // The shared form checks word their alerts in English.
        showAlert(translateText(problem.title), translateText(problem.message));
        return;
      }
      setError(null);
      try {
        await form.send();
      } catch (failure) {
        setError(form.failureMessage(failure));
      }
    };
  }

  const onRequest = submitStep({
    problem: () => checkResetRequestForm(email),
    async send() {
      const normalized = email.trim().toLowerCase();
      setEmail(normalized);
      await requestReset.mutateAsync({ email: normalized });
      clearVerifyFields();
      setStep('verify');
    },
    failureMessage: requestFailureMessage,
  });

  const onVerify = submitStep({
    problem: () => checkResetCompletionForm({ secret, newPassword, confirmPassword }),
    async send() {
      await completeReset.mutateAsync({ email, secret: secret.trim(), newPassword });
      setStep('success');
    },
    failureMessage: completionFailureMessage,
  });

  // 'Use a Different Email': the whole form starts again, the email too.
  function backToRequest() {
    clearVerifyFields();
    setEmail('');
    setStep('request');
  }

  const errorText = error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;

  if (step === 'success') {
    return (
      <AuthScaffold
        subtitle={screen.forgotPasswordSubtitle}
        actions={
          <Button block onClick={() => navigate('/login', { replace: true })}>
            {m.goToLogin}
          </Button>
        }
      >
        <p className="success-message" role="status">
          {m.success}
        </p>
      </AuthScaffold>
    );
  }

  if (step === 'verify') {
    return (
      <AuthScaffold
        subtitle={screen.forgotPasswordSubtitle}
        heading={m.verifyLine}
        description={<p>{m.codeSent(email)}</p>}
      >
        <form className="auth-form" onSubmit={onVerify} noValidate>
          <TextField
            ref={codeField}
            label={m.codeLabel}
            name="secret"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
          <PasswordField
            label={m.newPasswordLabel}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <PasswordField
            label={m.confirmPasswordLabel}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          {errorText}
          <Button
            type="submit"
            block
            loading={completeReset.isPending}
            disabled={busy || !secret || !newPassword || newPassword !== confirmPassword}
          >
            {m.resetPassword}
          </Button>
          <Button block variant="secondary" onClick={backToRequest} disabled={busy}>
            {m.useDifferentEmail}
          </Button>
        </form>
      </AuthScaffold>
    );
  }

  return (
    <AuthScaffold
      subtitle={screen.forgotPasswordSubtitle}
      heading={m.requestLine}
      description={<p>{m.requestPrompt}</p>}
    >
      <form className="auth-form" onSubmit={onRequest} noValidate>
        <EmailField
          label={m.emailLabel}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errorText}
        <Button
          type="submit"
          block
          loading={requestReset.isPending}
          disabled={busy || email.length === 0}
        >
          {m.sendCode}
        </Button>
        <Button block variant="secondary" onClick={() => navigate('/login')} disabled={busy}>
          {m.backToLogin}
        </Button>
      </form>
    </AuthScaffold>
  );
}
