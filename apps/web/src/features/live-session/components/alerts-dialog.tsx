import { liveSessionMessages as m } from '@levelup/shared';
import { NO_CLIENT_ISSUES, type SessionClient } from '@levelup/shared/session';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { liveCoachingMessages as c } from '@/messages';
import { flagName } from './cell-flag';
import { SessionDialog } from './session-dialog';

/** The Alerts modal of a client's '!' badge: what the client's issues are. */
export function AlertsDialog({
  client,
  name,
  onOpenChange,
}: {
  client: SessionClient | null;
  /** The name the grid shows for the client ('Dupe T.'). */
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const issues = useSessionSelector((state) =>
    client && state && Object.hasOwn(state.clientIssues, client.id)
      ? (state.clientIssues[client.id] ?? NO_CLIENT_ISSUES)
      : NO_CLIENT_ISSUES,
  );
  // One string, so the dialog re-renders only when the flagged exercises change.
  const flagged = useSessionSelector((state) => {
    if (!client || !state) return '';
    return state.exercises
      .flatMap((e) => {
        const flag = state.cells[e.id]?.[client.id]?.flag;
        const name = flag ? flagName(flag) : null;
        return name ? [c.cellFlag(e.name, name)] : [];
      })
      .join('\n');
  });
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
      title={client ? m.alerts(name) : m.alertsTitle}
    >
      {lines.length > 0 ? (
        <ul className="plain-list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : flagged ? null : (
        <p>{m.noIssues}</p>
      )}
      {flagged ? (
        <section className="alerts-flags" aria-label={c.flaggedSets}>
          <h3 className="dialog-subtitle">{c.flaggedSets}</h3>
          <ul className="plain-list">
            {flagged.split('\n').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </SessionDialog>
  );
}
