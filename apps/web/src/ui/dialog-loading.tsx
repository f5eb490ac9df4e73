import { commonMessages } from '@/messages';
import { Spinner } from './spinner';

/** The fallback of a lazily loaded dialog: the overlay it opens on, with a spinner. */
export function DialogLoading() {
  return (
    <div className="dialog-overlay dialog-loading">
      <Spinner size="large" label={commonMessages.loading} />
    </div>
  );
}
