import { emailChangeMessages as m, tokenFromFragment } from '@levelup/shared';
import { useLocation, useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { getMe } from '@/lib/auth/api/get-me';
import { useAuth } from '@/lib/auth/auth-provider';
import { authScreenMessages as screen } from '@/messages';
import { Button } from '@/ui/button';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { AuthScaffold } from '../components/auth-scaffold';

/**
 * /confirm-email#token=...: the link mailed to a client's new address. It confirms on a press, not
 * on opening, so a mail scanner that opens links changes nothing; it works signed in or not.
 */
export function ConfirmEmailScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { user, setUser } = useAuth();
  const confirmation = useConfirmEmailChange();
  const token = tokenFromFragment(hash);
  const home = (
    <Button block onClick={() => navigate('/', { replace: true })}>
      {m.continue}
    </Button>
  );

  if (confirmation.isSuccess) {
    return (
      <AuthScaffold subtitle={screen.subtitle} heading={m.confirmTitle} actions={home}>
        <p className="success-message" role="status">
          {m.confirmed(confirmation.data.email)}
        </p>
      </AuthScaffold>
    );
  }

  if (!token) {
    return (
      <AuthScaffold
        subtitle={screen.subtitle}
        heading={m.confirmTitle}
        description={<p>{m.noToken}</p>}
        actions={home}
      />
    );
  }

  async function onConfirm(secret: string) {
    await confirmation.mutateAsync({ token: secret });
    // The secret has done its work: it leaves the address bar and the history entry.
    navigate({ hash: '' }, { replace: true });
    // A browser signed in to the account shows the new address at once.
    if (user) setUser(await getMe());
  }

  return (
    <AuthScaffold
      subtitle={screen.subtitle}
      heading={m.confirmTitle}
      description={<p>{m.confirmPrompt}</p>}
      actions={
        <Button
          block
          loading={confirmation.isPending}
          onClick={() => onConfirm(token).catch(() => undefined)}
        >
          {m.confirm}
        </Button>
      }
    >
      {confirmation.isError ? (
        <p className="form-error" role="alert">
          {(isApiClientError(confirmation.error) && confirmation.error.serverMessage) ||
            m.confirmFailed}
        </p>
      ) : null}
    </AuthScaffold>
  );
}
