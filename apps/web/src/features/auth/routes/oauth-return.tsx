import { homeRouteForRole } from '@levelup/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { oauthMessages } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { LoadingScreen } from '@/ui/loading-screen';
import { useExchangeCode } from '../api/exchange-code';

function exchangeFailureMessage(error: unknown): string {
  if (isApiClientError(error)) return error.serverMessage ?? oauthMessages.exchangeFailed;
  if (error instanceof Error && error.message) return error.message;
  return oauthMessages.networkError;
}

/** Return point of the external sign-in: trades ?code= for tokens, then goes home. */
export function OAuthReturnScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { mutateAsync: exchange } = useExchangeCode();
  const code = params.get('code');
  // The code is single use: a second exchange (StrictMode's repeated effect) would fail. Starts
  // undefined, not null, so a return without a code (?error=...) is handled too.
  const exchangedCode = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (exchangedCode.current === code) return;
    exchangedCode.current = code;
    const fail = (message: string) =>
      showAlert(oauthMessages.failedTitle, message, () => navigate('/welcome', { replace: true }));
    if (!code) {
      fail(params.get('error') ?? oauthMessages.exchangeFailed);
      return;
    }
    // The promise, not the mutation's callbacks: those are dropped if StrictMode remounts.
    exchange(code)
      .then((user) => navigate(homeRouteForRole(user.role), { replace: true }))
      .catch((error: unknown) => fail(exchangeFailureMessage(error)));
  }, [code, params, navigate, showAlert, exchange]);

  return <LoadingScreen />;
}
