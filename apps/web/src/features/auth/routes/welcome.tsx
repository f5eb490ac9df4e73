import { useNavigate } from 'react-router';
import { backendUrl } from '@/lib/api-client';
import { authScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { usePublicConfig } from '../api/get-public-config';
import { AuthScaffold } from '../components/auth-scaffold';

/** Starts the external sign-in as a full-page navigation; the server sends us back to /oauth. */
function startGoogleSignIn() {
  window.location.assign(
    backendUrl('/oauth/google', { redirect: `${window.location.origin}/oauth` }),
  );
}

export function WelcomeScreen() {
  const navigate = useNavigate();
  const config = usePublicConfig();
  return (
    <AuthScaffold
      subtitle={m.subtitle}
      actions={
        <>
          <Button block onClick={() => navigate('/login')}>
            {m.logIn}
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/register')}>
            {m.register}
          </Button>
          {config.data?.googleEnabled ? (
            <Button block variant="secondary" onClick={startGoogleSignIn}>
              {m.signInWithGoogle}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
