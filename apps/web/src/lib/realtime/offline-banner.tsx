import { liveSessionMessages as m } from '@levelup/shared';
import { useSyncExternalStore } from 'react';
import type { SessionSocket } from './session-socket';
import { useSessionOffline } from './session-store';
import './offline-banner.css';

/**
 * Through an outage only (the first connection of a (re)load is not one): says the device's
 * changes are kept and how many wait to be sent. The coach's tablet and the athlete's phone show
 * the same.
 */
export function OfflineBanner({ socket }: { socket: SessionSocket }) {
  const offline = useSessionOffline();
  const queued = useSyncExternalStore(socket.subscribe, () => socket.queuedOps.length);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{m.offlineBanner}</strong>
      {queued > 0 ? <span>{m.pendingEdits(queued)}</span> : null}
    </div>
  );
}
