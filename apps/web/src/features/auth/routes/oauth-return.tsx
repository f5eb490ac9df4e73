import { homeRouteForRole } from '@levelup/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { commonMessages as common, oauthMessages as m } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { LoadingScreen } from '@/ui/loading-screen';
import { useExchangeCode } from '../api/exchange-code';

/** Return point of the external sign-in: trades ?code= for tokens, then goes home. */
export function OAuthReturnScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { mutateAsync: exchange } = useExchangeCode();
  // Shown in the user's language: the exchange's failure too, as the server words it.
  const code = params.get('code');
  // The code is single use: a second exchange (StrictMode's repeated effect) would fail. Starts
  // undefined, not null, so a return without a code (?error=...) is handled too.
  const exchangedCode = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (exchangedCode.current === code) return;
    exchangedCode.current = code;
    const fail = (message: string) =>
      showAlert(m.failedTitle, message, () => navigate('/welcome', { replace: true }));
    const failureMessage = (error: unknown) => {
      if (isApiClientError(error)) return error.serverMessage ?? m.exchangeFailed;
      if (error instanceof Error && error.message) return error.message;
      return m.networkError;
    };
    if (!code) {
      fail(params.get('error') ?? m.exchangeFailed);
      return;
    }
    // The promise, not the mutation's callbacks: those are dropped if StrictMode remounts.
    exchange(code)
      .then((user) => navigate(homeRouteForRole(user.role), { replace: true }))
      .catch((error: unknown) => fail(failureMessage(error)));
  }, [code, params, navigate, showAlert, exchange]);

  return <LoadingScreen text={common.loading} />;
}
