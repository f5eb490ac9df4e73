import { liveSessionMessages as m } from '@levelup/shared';
import { NO_CLIENT_ISSUES, type SessionClient } from '@levelup/shared/session';
import { useSessionSelector } from '../../../lib/realtime/session-store';
import { SessionDialog } from './dialog';

/** The Alerts modal of a client's '!' badge: what the client's issues are. */
export function AlertsDialog({
  client,
  onOpenChange,
}: {
  client: SessionClient | null;
  onOpenChange: (open: boolean) => void;
}) {
  const issues = useSessionSelector((state) =>
    client && state && Object.hasOwn(state.clientIssues, client.id)
      ? (state.clientIssues[client.id] ?? NO_CLIENT_ISSUES)
      : NO_CLIENT_ISSUES,
  );
  const lines: string[] = [];
  if (issues.poorLifestyle) lines.push(m.poorLifestyle);
  if (issues.mismatch2x) lines.push(m.mismatch2x);
  if (issues.injuries.length > 0) lines.push(`${m.injuries}: ${issues.injuries.join(', ')}`);
  if (issues.soreness.length > 0) lines.push(`${m.soreness}: ${issues.soreness.join(', ')}`);
  if (issues.neverDone.length > 0) lines.push(`${m.neverDone}: ${issues.neverDone.join(', ')}`);
  if (issues.note?.trim()) lines.push(`${m.issueNote}: ${issues.note.trim()}`);
  return (
    <SessionDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title={client ? m.alerts(client.firstName) : m.alertsTitle}
    >
      {lines.length > 0 ? (
        <ul className="plain-list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{m.noIssues}</p>
      )}
    </SessionDialog>
  );
}
