import { Spinner } from '@/ui/spinner';

/** A full-screen status line, announced as it changes. */
export function CastStatus({ message, spinner = true }: { message: string; spinner?: boolean }) {
  return (
    <div className="cast-status" role="status" aria-live="polite">
      {spinner ? <Spinner size="large" /> : null}
      <p>{message}</p>
    </div>
  );
}
