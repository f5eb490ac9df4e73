import { liveSessionMessages, WEIGHT_STEP, type WeightUnit } from '@levelup/shared';
import { loadNumber } from '@levelup/shared/coaching';
import {
  type CellSet,
  currentSetIndex,
  type RirTarget,
  type SessionExercise,
} from '@levelup/shared/session';
import { useId, useRef, useState } from 'react';
import { useCell, useCellSets } from '@/lib/realtime/session-store';
import { athleteSessionMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { steppedLoad } from '../model/athlete-session';
import { doneText, setKindName, setLoadText } from '../model/set-words';
import { AthleteStepper } from './athlete-stepper';
import { RpePicker } from './rpe-picker';
import { SetCheck } from './set-check';
import { StationBadge } from './station-badge';
import { useEffortScale, useLoadMaking, useLoadReason } from './use-set-loads';

/** What 'Log set' sends: the set's index and what the athlete lifted (kg, as stored). */
export interface LoggedSetInput {
  exerciseId: string;
  setIndex: number;
  kg: number;
  reps: number;
  rpe?: number;
}

interface CurrentSetCardProps {
  exercise: SessionExercise;
  clientId: string;
  /** The unit the athlete sees and steps loads in. */
  unit: WeightUnit;
  onLog: (set: LoggedSetInput) => void;
}

/** The set of the list logged last, if any. */
function lastLogged(sets: readonly CellSet[]): CellSet | undefined {
  for (let i = sets.length - 1; i >= 0; i -= 1) if (sets[i]?.done) return sets[i];
  return undefined;
}

/**
 * The set the athlete lifts next, large, at the bottom of the screen within a thumb's reach: its
 * place and plan, why the session changed the plan's load (a rated set, today's readiness), the
 * set logged last with the coach's check (said as it changes), and the weight and reps to log
 * (pre-filled from the prescription, or what the coach set) with the plates they take, an
 * optional RPE or RIR and 'Log set'. Loads show and step in the athlete's unit.
 */
export function CurrentSetCard({ exercise, clientId, unit, onLog }: CurrentSetCardProps) {
  const titleId = useId();
  const cell = useCell(exercise.id, clientId);
  const sets = useCellSets(exercise.id, clientId);
  const scale = useEffortScale(exercise.id);
  const reason = useLoadReason(exercise.id, clientId, unit);
  if (!cell) return null;
  const index = currentSetIndex(cell);
  const prescribed = sets[index]?.prescribed ?? null;
  const prescribedCount = sets.filter((set) => set.prescribed !== null).length;
  const place =
    index < prescribedCount ? m.setOf(index + 1, prescribedCount) : m.extraSetOf(index + 1);
  const details = [
    place,
    prescribed ? setKindName(prescribed.kind) : null,
    prescribed ? `${m.planLabel} ${setLoadText(prescribed, unit)}` : null,
  ].filter(Boolean);
  const last = lastLogged(sets);
  // The plan's own set while the cell is untouched plan; else what the coach put on the grid,
  // which the session's reason no longer explains.
  const planned = cell.planned === true ? prescribed : null;
  const load = planned ?? { kg: cell.kg, reps: cell.reps };

  return (
    <section className="current-set" aria-labelledby={titleId}>
      <div className="current-set-head">
        <StationBadge exercise={exercise} />
        <div className="current-set-title">
          <h2 id={titleId}>
            <span className="visually-hidden">{m.currentSetTitle}: </span>
            {exercise.name}
          </h2>
          <p className="current-set-place">{details.join(' · ')}</p>
        </div>
      </div>
      {planned && reason ? <p className="current-set-reason">{reason}</p> : null}
      {/* Said as it changes: a set just logged, then the coach's check of it. */}
      <p className="current-set-last" aria-live="polite">
        {last?.done ? (
          <>
            <span>
              {m.lastSet(last.index + 1)}: {doneText(last.done, unit, scale)}
            </span>{' '}
            <SetCheck set={last.done} />
          </>
        ) : null}
      </p>
      <CurrentSetForm
        // A new set, or the coach changing this one, starts the form afresh from its values.
        key={`${exercise.id}:${index}:${load.kg}:${load.reps}`}
        exerciseId={exercise.id}
        index={index}
        initial={load}
        unit={unit}
        scale={scale}
        onLog={onLog}
      />
    </section>
  );
}

function CurrentSetForm({
  exerciseId,
  index,
  initial,
  unit,
  scale,
  onLog,
}: {
  exerciseId: string;
  index: number;
  initial: { kg: number; reps: number };
  unit: WeightUnit;
  scale: RirTarget['scale'];
  onLog: CurrentSetCardProps['onLog'];
}) {
  const [load, setLoad] = useState(initial);
  const [rpe, setRpe] = useState<number | null>(null);
  const making = useLoadMaking(exerciseId, load.kg, unit);
  const step = `${WEIGHT_STEP[unit]} ${unit}`;
  // Held steppers repeat between renders: they read and write the latest load here.
  const latest = useRef(load);
  latest.current = load;
  const stepper = (field: 'kg' | 'reps') => (direction: 1 | -1, steps: number) => {
    const next = steppedLoad(latest.current, field, direction, steps, unit);
    if (next[field] === latest.current[field]) return false;
    latest.current = next;
    setLoad(next);
    return true;
  };

  return (
    <>
      <div className="current-set-steppers">
        <AthleteStepper
          label={m.weightLabel(unit)}
          unit={unit}
          value={loadNumber(load.kg, unit)}
          downLabel={m.weightDown(step)}
          upLabel={m.weightUp(step)}
          onStep={stepper('kg')}
        />
        <AthleteStepper
          label={m.repsLabel}
          unit={m.repsUnit}
          value={String(load.reps)}
          downLabel={liveSessionMessages.repsDown}
          upLabel={liveSessionMessages.repsUp}
          onStep={stepper('reps')}
        />
      </div>
      {making ? (
        <p
          className={making.loadable ? 'current-set-plates' : 'current-set-plates is-not-loadable'}
        >
          {making.text}
        </p>
      ) : null}
      <RpePicker scale={scale} value={rpe} onChange={setRpe} />
      <Button
        block
        className="log-set-button"
        onClick={() =>
          onLog({
            exerciseId,
            setIndex: index,
            kg: load.kg,
            reps: load.reps,
            ...(rpe === null ? {} : { rpe }),
          })
        }
      >
        {m.logSet}
      </Button>
    </>
  );
}
