import { loadMessages as lm, liveSessionMessages as m, type WeightUnit } from '@levelup/shared';
import { formatLoad, stepLoad } from '@levelup/shared/coaching';
import {
  type Cell,
  type CellSet,
  type CellVerification,
  currentSetIndex,
  effortText,
  type LoggedSet,
  type RirTarget,
  targetEffort,
} from '@levelup/shared/session';
import { Fragment, useId, useState } from 'react';
import {
  useCell,
  useCellProgress,
  useCellSets,
  useSessionSelector,
} from '@/lib/realtime/session-store';
import { liveSetsMessages as s } from '@/messages';
import { setCheckAt, toggledCheck } from '../model/set-actions';
import { AthleteIcon } from './athlete-mark';
import { useTrainerCommands } from './session-commands';
import { SessionDialog } from './session-dialog';
import { SetCorrection } from './set-correction';
import type { SetListTarget } from './set-list-target';
import { useDisplayUnit } from './use-display-unit';
import './set-list.css';

type Check = Exclude<CellVerification, 'none'>;

/** Read when the list renders, so the labels are in the shown language. */
const checks = (): readonly { check: Check; label: string; all: string }[] => [
  { check: 'verified', label: s.verify, all: s.verifyAll },
  { check: 'flagged', label: s.flag, all: s.flagAll },
  { check: 'dnp', label: s.dnp, all: s.dnpAll },
];

/**
 * A cell's sets, one row each (`cellSets`): what was prescribed, what was done and by whom, and
 * its check. Each logged set (and the current one) is verified, flagged or DNP'd on its own; a
 * logged set is corrected (logged again at its index) or removed; the whole cell is checked at
 * once above the list.
 */
export function SetListDialog({
  target,
  onOpenChange,
}: {
  target: SetListTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  const commands = useTrainerCommands();
  const exerciseId = target?.exerciseId ?? '';
  const clientId = target?.clientId ?? '';
  const cell = useCell(exerciseId, clientId);
  const sets = useCellSets(exerciseId, clientId);
  const progress = useCellProgress(exerciseId, clientId);
  const unit = useDisplayUnit();
  const effortScale = useSessionSelector((state) =>
    state && exerciseId ? targetEffort(state, exerciseId).scale : 'rpe',
  );
  const [correcting, setCorrecting] = useState<number | null>(null);
  const baseId = useId();
  const correctId = (index: number) => `${baseId}-correct-${index}`;

  const close = (open: boolean) => {
    if (!open) setCorrecting(null);
    onOpenChange(open);
  };
  const checkSet = (index: number, check: Check) => {
    if (!cell) return;
    commands.sendOp('cell:verify', {
      exerciseId,
      userId: clientId,
      verification: toggledCheck(setCheckAt(cell, index), check),
      setIndex: index,
    });
  };
  const checkCell = (check: Check) =>
    commands.sendOp('cell:verify', {
      exerciseId,
      userId: clientId,
      verification: check,
      scope: 'cell',
    });
  const endCorrection = (index: number) => {
    setCorrecting(null);
    // Back to the row's Correct, as a closing dialog returns to its trigger.
    requestAnimationFrame(() => document.getElementById(correctId(index))?.focus());
  };
  const save = (index: number, done: LoggedSet, load: { kg: number; reps: number }) => {
    commands.sendOp('set:log', {
      exerciseId,
      clientId,
      setIndex: index,
      ...load,
      // A correction of the load keeps the RPE the set was logged with.
      ...(done.rpe === undefined ? {} : { rpe: done.rpe }),
    });
    endCorrection(index);
  };

  const current = cell ? currentSetIndex(cell) : -1;
  return (
    <SessionDialog
      open={target !== null}
      onOpenChange={close}
      title={target ? s.title(target.exerciseName, target.clientName) : s.sets}
      description={progress ? s.summary(progress.done, progress.total) : s.noSets}
      wide
      returnFocus
    >
      <fieldset className="set-list-whole">
        <legend>{s.wholeCell}</legend>
        <p className="set-list-hint">{s.wholeCellHint}</p>
        <span className="set-list-buttons">
          {checks().map(({ check, all }) => (
            <button
              key={check}
              type="button"
              className={`cell-action ${check === 'verified' ? 'verify' : check === 'flagged' ? 'flag' : 'dnp'}`}
              onClick={() => checkCell(check)}
            >
              {all}
            </button>
          ))}
        </span>
      </fieldset>
      {cell?.target ? (
        <WorkingLoad
          sets={sets}
          unit={unit}
          onChange={(kg) => commands.sendOp('load:working', { exerciseId, userId: clientId, kg })}
        />
      ) : null}
      {cell && sets.length > 0 ? (
        <table className="set-list">
          <thead>
            <tr>
              <th scope="col">{s.setColumn}</th>
              <th scope="col">{s.planColumn}</th>
              <th scope="col">{s.doneColumn}</th>
              <th scope="col">{s.byColumn}</th>
              <th scope="col">{s.checkColumn}</th>
              <th scope="col">{s.actionsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <Fragment key={set.index}>
                <SetRow
                  set={set}
                  cell={cell}
                  isCurrent={set.index === current}
                  unit={unit}
                  effortScale={effortScale}
                  correctId={correctId(set.index)}
                  correcting={correcting === set.index}
                  onCheck={(check) => checkSet(set.index, check)}
                  onCorrect={() => setCorrecting(set.index)}
                  onRemove={() =>
                    commands.sendOp('set:remove', { exerciseId, clientId, setIndex: set.index })
                  }
                />
                {correcting === set.index && set.done ? (
                  <tr className="set-correction-row">
                    <td colSpan={6}>
                      <SetCorrection
                        number={set.index + 1}
                        kg={set.done.kg}
                        reps={set.done.reps}
                        onSave={(load) => set.done && save(set.index, set.done, load)}
                        onCancel={() => endCorrection(set.index)}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      ) : null}
    </SessionDialog>
  );
}

interface SetRowProps {
  set: CellSet;
  cell: Cell;
  /** The set the cell's kg and reps are (not logged yet). */
  isCurrent: boolean;
  unit: WeightUnit;
  effortScale: RirTarget['scale'];
  correctId: string;
  correcting: boolean;
  onCheck(check: Check): void;
  onCorrect(): void;
  onRemove(): void;
}

function SetRow({
  set,
  cell,
  isCurrent,
  unit,
  effortScale,
  correctId,
  correcting,
  onCheck,
  onCorrect,
  onRemove,
}: SetRowProps) {
  const { index, prescribed, done } = set;
  const number = index + 1;
  const kind = prescribed?.kind ?? null;
  const check = done || isCurrent ? setCheckAt(cell, index) : null;
  const waiting = done?.by === 'athlete' && done.verification === 'none';
  // ' set 2' after each button's word: 'Verify set 2' to a screen reader, 'Verify' on screen.
  const which = <span className="visually-hidden"> {s.setNumber(number)}</span>;
  const classes = [
    'set-row',
    isCurrent ? 'is-current' : '',
    done ? 'is-done' : '',
    kind && kind !== 'working' ? 'is-warm-up' : '',
    waiting ? 'is-waiting' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes}>
      <th scope="row">
        <span className="set-number">{number}</span>
        <span className={`set-kind set-kind-${kind ?? 'extra'}`}>
          {kind ? s.kinds[kind] : s.extraSet}
        </span>
      </th>
      <td>{prescribed ? planLoad(prescribed.kg, prescribed.reps, unit) : s.notLogged}</td>
      <td>
        {done ? (
          <>
            {s.load(formatLoad(done.kg, unit), done.reps)}
            {done.rpe === undefined ? null : (
              <span className="set-rpe">{effortText(done.rpe, effortScale)}</span>
            )}
          </>
        ) : isCurrent ? (
          <>
            <span className="set-now">{s.current}</span> {planLoad(cell.kg, cell.reps, unit)}
          </>
        ) : (
          s.notLogged
        )}
      </td>
      <td>
        {done ? (
          <span className={`set-by set-by-${done.by}`}>
            {done.by === 'athlete' ? <AthleteIcon /> : null}
            {s.loggers[done.by]}
          </span>
        ) : null}
      </td>
      <td>
        {check === null ? null : (
          <span className={`set-check set-check-${check}`}>{s.checks[check]}</span>
        )}
      </td>
      <td>
        {check === null ? null : (
          <span className="set-list-buttons">
            {checks().map(({ check: pressed, label }) => (
              <button
                key={pressed}
                type="button"
                className={`cell-action ${pressed === 'verified' ? 'verify' : pressed === 'flagged' ? 'flag' : 'dnp'}`}
                aria-pressed={check === pressed}
                onClick={() => onCheck(pressed)}
              >
                {label}
                {which}
              </button>
            ))}
            {done ? (
              <>
                <button
                  id={correctId}
                  type="button"
                  className="set-list-action"
                  aria-expanded={correcting}
                  onClick={onCorrect}
                >
                  {s.correct}
                  {which}
                </button>
                <button type="button" className="set-list-action remove" onClick={onRemove}>
                  {s.remove}
                  {which}
                </button>
              </>
            ) : null}
          </span>
        )}
      </td>
    </tr>
  );
}

/** A prescribed or current load; a load not known yet ('–') leaves the reps. */
function planLoad(kg: number, reps: number, unit: WeightUnit): string {
  return kg > 0 ? s.load(formatLoad(kg, unit), reps) : s.repsOnly(reps);
}

/**
 * The working load the cell's working sets take, with a step down and up (2.5 kg or 5 lb): the
 * coach's own number replaces the plan's, and the warm-up and build-up ramp to it again.
 */
function WorkingLoad({
  sets,
  unit,
  onChange,
}: {
  sets: readonly CellSet[];
  unit: WeightUnit;
  onChange: (kg: number) => void;
}) {
  const working = sets.find((set) => set.prescribed?.kind === 'working' && !set.done)?.prescribed;
  if (!working) return null;
  return (
    <fieldset className="number-stepper working-load">
      <legend>{lm.workingLoad}</legend>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.decrease(lm.workingLoad)}
        onClick={() => onChange(stepLoad(working.kg, -1, unit))}
      >
        −
      </button>
      <output aria-live="polite">{formatLoad(working.kg, unit)}</output>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.increase(lm.workingLoad)}
        onClick={() => onChange(stepLoad(working.kg, 1, unit))}
      >
        +
      </button>
    </fieldset>
  );
}
