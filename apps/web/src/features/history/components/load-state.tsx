import { historyMessages as m } from '@levelup/shared';
import { LoadingScreen } from '../../../ui/loading-screen';

/** What a screen shows while its data loads or after the load failed (with a retry). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <LoadingScreen />;
  return (
    <div className="hist-empty" role="alert">
      <p>{m.loadFailed}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  );
}
