import { loadMessages as lm } from '@levelup/shared';
import { getCell, loadReasonOf, readinessOf } from '@levelup/shared/session';
import { useSessionSelector } from '@/lib/realtime/session-store';

/**
 * The readiness change a planned cell's loads carry, on the cell itself ('-10 %'), so the coach
 * sees whose loads today's check-in lowered without opening anything; said after the cell's
 * figures as 'readiness -10 %'.
 */
export function ReadinessMark({ exerciseId, clientId }: { exerciseId: string; clientId: string }) {
  const percent = useSessionSelector((state) => {
    // Most clients have no change today: their cells skip working out the reason on every op.
    if (!state || !readinessOf(state, clientId)?.percent) return null;
    if (!getCell(state, exerciseId, clientId)?.target) return null;
    const reason = loadReasonOf(state, exerciseId, clientId);
    return reason?.kind === 'readiness' && !reason.declined ? reason.percent : null;
  });
  if (percent === null) return null;
  return (
    <>
      <span className="cell-readiness" aria-hidden="true">
        {lm.percentChange(percent)}
      </span>
      <span className="visually-hidden">{`, ${lm.readinessMark(percent)}`}</span>
    </>
  );
}
