import { loginMessages as m } from '@levelup/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { authScreenMessages as screen } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { EmailField, PasswordField } from '@/ui/text-field';
import { useLogin } from '../api/login';
import { AuthScaffold } from '../components/auth-scaffold';

/** Sign in. On success the guest guard sends the user to their home route. */
export function LoginScreen() {
  const login = useLogin();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Still loading once signed in: the guest guard is about to leave this screen.
  const loading = login.isPending || login.isSuccess;

  // The server words other failures in the request's language (the page's), so they show as sent.
  function failureMessage(error: unknown): string {
    if (isApiClientError(error)) {
      if (error.status === 401) return m.invalidCredentials;
      return error.serverMessage ?? error.message;
    }
    return error instanceof Error ? error.message : m.invalidCredentials;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      showAlert(m.missingFieldsTitle, m.missingFields);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      { onError: (error) => showAlert(m.failedTitle, failureMessage(error)) },
    );
  }

  return (
    <AuthScaffold subtitle={screen.subtitle}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <EmailField
          label={m.emailLabel}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={m.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block loading={loading}>
          {screen.logIn}
        </Button>
        <Button block variant="secondary" onClick={() => navigate('/welcome')}>
          {screen.back}
        </Button>
        <p className="auth-form-links">
          <Link className="link" to="/forgot-password">
            {screen.forgotPassword}
          </Link>
        </p>
      </form>
    </AuthScaffold>
  );
}
