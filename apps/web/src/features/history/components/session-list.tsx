import type { HistorySession } from '@levelup/shared';
import { Link } from 'react-router';
import { formatLocale } from '@/lib/i18n/locale';
import { historyMessages as m } from '@/messages';
import { SelfLoggedBadge } from '@/ui/self-logged-badge';
import { clientNames, formatDateTime } from '../model/format';
import './history.css';

/**
 * Finished sessions as a table: date (opening the summary), workout (or the mark of training the
 * client logged on their own), clients, sets and PRs.
 */
export function SessionList({ sessions }: { sessions: readonly HistorySession[] }) {
  return (
    <div className="hist-table-scroll">
      <table className="hist-table">
        <caption className="visually-hidden">{m.sessionsTable}</caption>
        <thead>
          <tr>
            <th scope="col">{m.dateColumn}</th>
            <th scope="col">{m.workoutColumn}</th>
            <th scope="col">{m.clientsColumn}</th>
            <th scope="col" className="hist-num">
              {m.setsColumn}
            </th>
            <th scope="col" className="hist-num">
              {m.prsColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                <Link className="hist-link" to={`/trainer/history/${session.id}`}>
                  {formatDateTime(session.date, formatLocale())}
                </Link>
              </th>
              <td>
                {session.selfLogged ? (
                  <SelfLoggedBadge importedFrom={session.importedFrom} />
                ) : (
                  (session.workoutName ?? m.untitledWorkout)
                )}
              </td>
              <td>{clientNames(session.clients, m.noClients)}</td>
              <td className="hist-num">{session.sets}</td>
              <td className="hist-num">
                {session.personalRecords > 0 ? (
                  <span className="hist-pr-badge">{session.personalRecords}</span>
                ) : (
                  session.personalRecords
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
