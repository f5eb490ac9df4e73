import { isApiClientError } from '@/lib/api-client';
import { historyMessages as m } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';

/**
 * What a screen shows while its data loads, or after the load failed: a retry, except for
 * something that does not exist (404), where trying again cannot help.
 */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <LoadingScreen />;
  const missing = isApiClientError(error) && error.status === 404;
  return (
    <div className="hist-empty" role="alert">
      <p>{missing ? m.notFound : m.loadFailed}</p>
      {missing ? null : (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {m.retry}
        </button>
      )}
    </div>
  );
}
