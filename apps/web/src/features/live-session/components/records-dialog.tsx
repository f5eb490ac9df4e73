import { liveSessionMessages as m } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { EMPTY_SELECTION, getCell } from '@levelup/shared/session';
import type { ReactNode } from 'react';
import { formatLocale } from '@/lib/i18n/locale';
import {
  useActivePhaseExercises,
  useGridClients,
  useSessionSelector,
} from '@/lib/realtime/session-store';
import { liveCoachingMessages as c } from '@/messages';
import { useExerciseRecords } from '../api/get-exercise-records';
import { singleCell } from '../model/selection';
import { SessionDialog } from './session-dialog';
import { useDisplayUnit } from './use-display-unit';

const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(formatLocale()) : '');

/**
 * See PR and Last: the selected cell's client's best set of the exercise (and how far today's
 * verified set is above it), or the sets of their last session of it, read from the server;
 * loads in the coach's unit.
 */
export function RecordsDialog({
  open,
  onOpenChange,
  kind,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'pr' | 'last';
}) {
  const selection = useSessionSelector((state) => state?.selection ?? EMPTY_SELECTION);
  const clients = useGridClients();
  const exercises = useActivePhaseExercises();
  const ref = singleCell(selection);
  const cell = useSessionSelector((state) =>
    state && ref ? getCell(state, ref.exerciseId, ref.userId) : undefined,
  );
  const records = useExerciseRecords(open ? ref : null);
  const unit = useDisplayUnit();
  const names = ref
    ? m.cellNote(
        exercises.find((e) => e.id === ref.exerciseId)?.name ?? '',
        clients.find((x) => x.id === ref.userId)?.firstName ?? '',
      )
    : undefined;

  let body: ReactNode;
  if (!ref) body = <p>{m.selectFirst}</p>;
  else if (records.isPending) body = <p aria-busy="true">{c.loading}</p>;
  else if (records.isError) {
    body = (
      <p role="alert">
        {c.loadFailed}{' '}
        <button type="button" className="grid-chip" onClick={() => records.refetch()}>
          {c.retry}
        </button>
      </p>
    );
  } else if (kind === 'pr') {
    const best = records.data.best;
    body = best ? (
      <dl className="records-list">
        <dt>{c.bestSet}</dt>
        <dd>{c.bestLine(formatLoad(best.kg, unit), best.reps, formatLoad(best.e1rm, unit))}</dd>
        {best.at ? <dd className="records-date">{dayOf(best.at)}</dd> : null}
        {cell?.percentAboveMax !== undefined ? (
          <>
            <dt>{m.prTitle}</dt>
            <dd>{m.prValue(cell.percentAboveMax)}</dd>
          </>
        ) : null}
      </dl>
    ) : (
      <p>{records.data.last ? c.noBest : m.noHistory}</p>
    );
  } else {
    const last = records.data.last;
    body = last ? (
      <>
        <h3 className="dialog-subtitle">{c.lastSessionOn(dayOf(last.at))}</h3>
        <ul className="records-sets">
          {last.sets.map((set, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: logged sets have no identity of their own here
            <li key={index}>
              {c.setLine(formatLoad(set.kg, unit), set.reps)}
              {set.isWarmup ? <span className="records-tag">{c.warmUpSet}</span> : null}
              {set.verification === 'verified' ? (
                <span className="records-tag">{c.verifiedSet}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    ) : (
      <p>{m.noHistory}</p>
    );
  }

  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'pr' ? m.prTitle : m.lastTitle}
      description={names}
    >
      {body}
    </SessionDialog>
  );
}
