import { commonMessages } from '@/messages';
import { Spinner } from './spinner';

/** A spinner with what it waits for ('Loading...' unless told). */
export function LoadingScreen({ text = commonMessages.loading }: { text?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{text}</p>
    </div>
  );
}
