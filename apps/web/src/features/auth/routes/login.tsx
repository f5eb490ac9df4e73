import { authScreenMessages, loginMessages } from '@levelup/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiClientError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useAlert } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { EmailField, PasswordField } from '../../../ui/text-field';
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
  const { login } = useAuth();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      showAlert(loginMessages.missingFieldsTitle, loginMessages.missingFields);
      return;
    }
    setLoading(true);
    try {
      await login({ email: email.trim(), password });
    } catch (error) {
      setLoading(false);
      showAlert(loginMessages.failedTitle, loginFailureMessage(error));
    }
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
