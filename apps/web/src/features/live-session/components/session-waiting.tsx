import { Spinner } from '../../../ui/spinner';

/** The live screen's spinner with what it waits for, where the grid will be. */
export function SessionWaiting({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{text}</p>
    </div>
  );
}
