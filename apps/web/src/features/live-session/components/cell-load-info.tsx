import { loadMessages as lm } from '@levelup/shared';
import {
  effortChoices,
  getCell,
  type LoadReason,
  loadReasonOf,
  loadReasonText,
  nearestLoadableText,
  platesOf,
  platesText,
  type SessionState,
  targetEffort,
} from '@levelup/shared/session';
import { useSessionSelector } from '@/lib/realtime/session-store';
import type { CellLoadInfoProps } from './cell-load-slot';
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
export function CellLoadInfo({ exerciseId, clientId, clientName, commands }: CellLoadInfoProps) {
  const unit = useDisplayUnit();
  const reason = useSessionSelector((state) => reasonOf(state, exerciseId, clientId), sameReason);
  const plates = usePlatesLine(exerciseId, clientId);
  const answer = (accept: boolean) =>
    commands.sendOp('load:readiness', { userId: clientId, exerciseId, accept });
  return (
    <span className="cell-load-info">
      <LastSetEffort exerciseId={exerciseId} clientId={clientId} commands={commands} />
      {plates ? <span className="cell-plates">{plates}</span> : null}
      {reason ? (
        <span className={`cell-reason cell-reason-${reason.kind}`}>
          {loadReasonText(reason, unit)}
          {reason.kind === 'readiness' ? (
            <button
              type="button"
              className="cell-action readiness-answer"
              onClick={() => answer(reason.declined)}
            >
              {reason.declined ? lm.applyReadiness : lm.keepPlan}
              <span className="visually-hidden">{lm.readinessAnswerFor(clientName)}</span>
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

interface CoachSet {
  index: number;
  kg: number;
  reps: number;
  rpe: number | null;
}

/** The cell's last logged set when the coach logged it (an athlete rates their own). */
function lastCoachSet(state: SessionState | null, exerciseId: string, clientId: string) {
  const log = (state && getCell(state, exerciseId, clientId)?.log) ?? [];
  for (let index = log.length - 1; index >= 0; index -= 1) {
    const set = log[index];
    if (!set) continue;
    if (set.by !== 'coach') return null;
    return { index, kg: set.kg, reps: set.reps, rpe: set.rpe ?? null };
  }
  return null;
}

const sameSet = (a: CoachSet | null, b: CoachSet | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How hard the set the coach just logged was, as the workout asks for it (RPE, or RIR): picked
 * after 'Log set' (or L) while the athlete says it, and logged with the set, so its e1RM and the
 * next set's load follow the rating.
 */
function LastSetEffort({
  exerciseId,
  clientId,
  commands,
}: {
  exerciseId: string;
  clientId: string;
  commands: SessionCommands;
}) {
  const last = useSessionSelector((state) => lastCoachSet(state, exerciseId, clientId), sameSet);
  const scale = useSessionSelector((state) =>
    state ? targetEffort(state, exerciseId).scale : 'rpe',
  );
  if (!last) return null;
  const rate = (value: string) =>
    commands.sendOp('set:log', {
      exerciseId,
      clientId,
      setIndex: last.index,
      kg: last.kg,
      reps: last.reps,
      ...(value === '' ? {} : { rpe: Number(value) }),
    });
  return (
    <label className="cell-effort">
      <span>{lm.effortOfSet(scale, last.index + 1)}</span>
      <select value={last.rpe ?? ''} onChange={(event) => rate(event.target.value)}>
        <option value="">{lm.noEffort}</option>
        {effortChoices(scale).map((choice) => (
          <option key={choice.rpe} value={choice.rpe}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
