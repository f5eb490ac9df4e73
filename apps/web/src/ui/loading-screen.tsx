import { commonMessages } from '@levelup/shared';
import { Spinner } from './spinner';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{commonMessages.loading}</p>
    </div>
  );
}
