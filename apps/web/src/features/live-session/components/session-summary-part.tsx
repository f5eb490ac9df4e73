import { commonMessages } from '@/messages';
import { lazyComponent } from '@/ui/lazy-dialog';
import { Spinner } from '@/ui/spinner';

/*
 * The summary of an ended session, on both screens: on screen only at the end, so never part of a
 * screen's first load. Apart from the trainer's dialogs, so the TV's page does not carry them.
 */
export const SessionSummary = lazyComponent(
  async () => (await import('./session-summary')).SessionSummary,
  () => (
    <div className="loading-screen">
      <Spinner size="large" label={commonMessages.loading} />
    </div>
  ),
);

/** What the TV may show later, to preload once it is idle. */
export const CAST_SESSION_PARTS = [SessionSummary.preload];
