import { loginMessages } from '@levelup/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { authScreenMessages } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { EmailField, PasswordField } from '@/ui/text-field';
import { useLogin } from '../api/login';
import { AuthScaffold } from '../components/auth-scaffold';

function loginFailureMessage(error: unknown): string {
  if (isApiClientError(error)) {
    if (error.status === 401) return loginMessages.invalidCredentials;
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error ? error.message : loginMessages.invalidCredentials;
}

/** Sign in. On success the guest guard sends the user to their home route. */
export function LoginScreen() {
  const login = useLogin();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Still loading once signed in: the guest guard is about to leave this screen.
  const loading = login.isPending || login.isSuccess;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      showAlert(loginMessages.missingFieldsTitle, loginMessages.missingFields);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      { onError: (error) => showAlert(loginMessages.failedTitle, loginFailureMessage(error)) },
    );
  }

  return (
    <AuthScaffold subtitle={authScreenMessages.subtitle}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <EmailField
          label={loginMessages.emailLabel}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={loginMessages.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block loading={loading}>
          {authScreenMessages.logIn}
        </Button>
        <Button block variant="secondary" onClick={() => navigate('/welcome')}>
          {authScreenMessages.back}
        </Button>
        <p className="auth-form-links">
          <Link className="link" to="/forgot-password">
            {authScreenMessages.forgotPassword}
          </Link>
        </p>
      </form>
    </AuthScaffold>
  );
}
