import { loadMessages as lm } from '@levelup/shared';
import {
  getCell,
  type LoadReason,
  loadReasonOf,
  loadReasonText,
  nearestLoadableText,
  platesOf,
  platesText,
  type SessionState,
} from '@levelup/shared/session';
import { useSessionSelector } from '@/lib/realtime/session-store';
import type { SessionCommands } from './session-commands';
import { useDisplayUnit } from './use-display-unit';

const reasonOf = (state: SessionState | null, exerciseId: string, clientId: string) =>
  state ? loadReasonOf(state, exerciseId, clientId) : null;

const sameReason = (a: LoadReason | null, b: LoadReason | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** How the current set's load is made: its plates, or the nearest load the plates make. */
function usePlatesLine(exerciseId: string, clientId: string): string | null {
  const unit = useDisplayUnit();
  return useSessionSelector((state) => {
    const cell = state ? getCell(state, exerciseId, clientId) : undefined;
    if (!state || !cell || !(cell.kg > 0)) return null;
    const plates = platesOf(state, exerciseId, cell.kg);
    return plates ? platesText(plates) : nearestLoadableText(state, exerciseId, cell.kg, unit);
  });
}

/**
 * The selected cell's load in the coach's words (issue 35): the plates per side, why the session
 * changed the plan's load (a rated set, or today's readiness), and for readiness a one-tap answer
 * that keeps the plan's load for this exercise or applies the change again.
 */
export function CellLoadInfo({
  exerciseId,
  clientId,
  clientName,
  commands,
}: {
  exerciseId: string;
  clientId: string;
  clientName: string;
  commands: SessionCommands;
}) {
  const unit = useDisplayUnit();
  const reason = useSessionSelector((state) => reasonOf(state, exerciseId, clientId), sameReason);
  const plates = usePlatesLine(exerciseId, clientId);
  if (!reason && !plates) return null;
  const answer = (accept: boolean) =>
    commands.sendOp('load:readiness', { userId: clientId, exerciseId, accept });
  return (
    <span className="cell-load-info">
      {plates ? <span className="cell-plates">{plates}</span> : null}
      {reason ? (
        <span className={`cell-reason cell-reason-${reason.kind}`}>
          {loadReasonText(reason, unit)}
          {reason.kind === 'readiness' ? (
            <button
              type="button"
              className="cell-action readiness-answer"
              aria-label={
                reason.declined
                  ? lm.applyReadinessLabel(clientName, reason.percent)
                  : lm.keepPlanLabel(clientName)
              }
              onClick={() => answer(reason.declined)}
            >
              {reason.declined ? lm.applyReadiness : lm.keepPlan}
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The readiness change a cell's load carries, on the cell itself ('-10 %'), so the coach sees
 * whose loads today's check-in lowered without opening anything.
 */
export function ReadinessMark({ exerciseId, clientId }: { exerciseId: string; clientId: string }) {
  const percent = useSessionSelector((state) => {
    const reason = reasonOf(state, exerciseId, clientId);
    return reason?.kind === 'readiness' && !reason.declined ? reason.percent : null;
  });
  if (percent === null) return null;
  return <span className="cell-readiness">{`${percent > 0 ? '+' : ''}${percent} %`}</span>;
}
