import { liveSessionMessages } from '@levelup/shared';
import { type CellSet, currentSetIndex, type SessionExercise } from '@levelup/shared/session';
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

/** What 'Log set' sends: the set's index and what the athlete lifted. */
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
  onLog: (set: LoggedSetInput) => void;
}

/** The set of the list logged last, if any. */
function lastLogged(sets: readonly CellSet[]): CellSet | undefined {
  for (let i = sets.length - 1; i >= 0; i -= 1) if (sets[i]?.done) return sets[i];
  return undefined;
}

/**
 * The set the athlete lifts next, large, at the bottom of the screen within a thumb's reach: its
 * place and plan, the set logged last with the coach's check (said as it changes), and the
 * weight and reps to log (pre-filled from the prescription, or what the coach set), an optional
 * RPE and 'Log set'.
 */
export function CurrentSetCard({ exercise, clientId, onLog }: CurrentSetCardProps) {
  const titleId = useId();
  const cell = useCell(exercise.id, clientId);
  const sets = useCellSets(exercise.id, clientId);
  if (!cell) return null;
  const index = currentSetIndex(cell);
  const prescribed = sets[index]?.prescribed ?? null;
  const prescribedCount = sets.filter((set) => set.prescribed !== null).length;
  const place =
    index < prescribedCount ? m.setOf(index + 1, prescribedCount) : m.extraSetOf(index + 1);
  const details = [
    place,
    prescribed ? setKindName(prescribed.kind) : null,
    prescribed ? `${m.planLabel} ${setLoadText(prescribed)}` : null,
  ].filter(Boolean);
  const last = lastLogged(sets);
  // The plan's own set while the cell is untouched plan; else what the coach put on the grid.
  const load = cell.planned === true && prescribed ? prescribed : { kg: cell.kg, reps: cell.reps };

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
      {/* Said as it changes: a set just logged, then the coach's check of it. */}
      <p className="current-set-last" aria-live="polite">
        {last?.done ? (
          <>
            <span>
              {m.lastSet(last.index + 1)}: {doneText(last.done)}
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
        onLog={onLog}
      />
    </section>
  );
}

function CurrentSetForm({
  exerciseId,
  index,
  initial,
  onLog,
}: {
  exerciseId: string;
  index: number;
  initial: { kg: number; reps: number };
  onLog: CurrentSetCardProps['onLog'];
}) {
  const [load, setLoad] = useState(initial);
  const [rpe, setRpe] = useState<number | null>(null);
  // Held steppers repeat between renders: they read and write the latest load here.
  const latest = useRef(load);
  latest.current = load;
  const step = (field: 'kg' | 'reps') => (direction: 1 | -1, steps: number) => {
    const next = steppedLoad(latest.current, field, direction, steps);
    if (next[field] === latest.current[field]) return false;
    latest.current = next;
    setLoad(next);
    return true;
  };

  return (
    <>
      <div className="current-set-steppers">
        <AthleteStepper
          label={m.kgLabel}
          unit={m.kgUnit}
          value={load.kg}
          downLabel={liveSessionMessages.weightDown}
          upLabel={liveSessionMessages.weightUp}
          onStep={step('kg')}
        />
        <AthleteStepper
          label={m.repsLabel}
          unit={m.repsUnit}
          value={load.reps}
          downLabel={liveSessionMessages.repsDown}
          upLabel={liveSessionMessages.repsUp}
          onStep={step('reps')}
        />
      </div>
      <RpePicker value={rpe} onChange={setRpe} />
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
