import { liveSessionMessages as m } from '@levelup/shared';
import {
  cellValues,
  cellValuesLabel,
  getCell,
  hasUncheckedAthleteSet,
  type SessionClient,
  type SessionState,
  workingLoadOf,
} from '@levelup/shared/session';
import { memo, useEffect, useId, useRef } from 'react';
import { useCell, useCellProgress, useSessionSelector } from '@/lib/realtime/session-store';
import { liveSetsMessages as sm } from '@/messages';
import { lazyComponent } from '@/ui/lazy-dialog';
import {
  type LoadEntry,
  shownLoad,
  startLoadEntry,
  switchLoadField,
  typeLoadKey,
} from '../model/load-entry';
import { cellSelection, isCellSelected, selectionOf, toggled } from '../model/selection';
import { CellActions } from './cell-actions';
import { CellFlagMark, flagName, visibleFlag } from './cell-flag';
import { useCellLoadSlot } from './cell-load-slot';
import { CellProgress } from './cell-progress';
import { confirmLoadEntry, useCellLoadEntry, useLoadEntryStore } from './load-entry-store';
import { useCellOverwritten } from './overwrite-notices';
import { useCellPresence } from './presence';
import { ReadinessMark } from './readiness-mark';
import { useSessionCommands } from './session-commands';
import type { SetListTarget } from './set-list-target';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState } from './use-grid-shape';

/** The keypad (Radix's popover and its positioning library) arrives on its first use. */
export const LoadKeypad = lazyComponent(async () => (await import('./load-keypad')).LoadKeypad);

interface GridCellProps {
  exerciseId: string;
  exerciseName: string;
  client: SessionClient;
  /** The name the grid shows for the client (`clientDisplayNames`). */
  clientName: string;
  trainer: boolean;
  /** Opens the cell's set list. */
  onSets: (target: SetListTarget) => void;
}

/**
 * One cell: the current set's kg and reps, how many of its sets are done ('2/4'), the warm-up
 * dot, the verification and the coaching flag; on the trainer's screen, a mark while an athlete's
 * set waits for the coach's check. There a tap selects it and opens its Log set, Verify, Flag, DNP
 * and Sets; a tap on a selected cell's value opens the keypad, and digits typed while it is
 * selected type a load into it.
 */
export const GridCell = memo(function GridCell({
  exerciseId,
  exerciseName,
  client,
  clientName,
  trainer,
  onSets,
}: GridCellProps) {
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const entries = useLoadEntryStore();
  const cell = useCell(exerciseId, client.id);
  const CellLoadInfo = useCellLoadSlot();
  // The TV names a planned cell by its working load as loaded (readiness and plates included).
  const workingKg = useSessionSelector((state) =>
    !trainer && state && getCell(state, exerciseId, client.id)?.planned
      ? workingLoadOf(state, exerciseId, client.id)
      : null,
  );
  const progress = useCellProgress(exerciseId, client.id);
  const selected = useSessionSelector((state) =>
    isCellSelected(selectionOf(state), exerciseId, client.id),
  );
  const expanded = useSessionSelector((state) => {
    const s = selectionOf(state);
    return s.selectionType === 'cell' && s.exerciseId === exerciseId && s.userId === client.id;
  });
  const assigned = useSessionSelector((state) =>
    state ? isAssigned(state, exerciseId, client) : false,
  );
  const presence = useCellPresence(exerciseId, client.id);
  const overwritten = useCellOverwritten(exerciseId, client.id);
  const entry = useCellLoadEntry(exerciseId, client.id);
  const unit = useDisplayUnit();
  const box = useRef<HTMLTableCellElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  // The selected cell, with its actions, comes into view whole (the sticky header
  // and exercise column are kept clear by the cell's scroll margins).
  useEffect(() => {
    if (expanded) box.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [expanded]);

  if (!cell) return <td className="grid-cell" />;

  const shownFlag = visibleFlag(cell.flag, trainer);
  const shown = cellValues(cell, unit);
  // The athlete's unchecked set is the coach's business, not the room's.
  const athleteSet = trainer && hasUncheckedAthleteSet(cell);
  const classes = [
    'grid-cell',
    shown.planned ? 'is-planned' : '',
    !progress && shown.sets ? 'has-sets' : '',
    athleteSet ? 'has-athlete-set' : '',
    selected ? 'is-selected' : '',
    expanded ? 'is-expanded' : '',
    assigned ? 'is-assigned' : '',
    overwritten ? 'is-overwritten' : '',
    entry ? 'is-typing' : '',
    `v-${cell.verification}`,
    shownFlag !== 'ok' ? `flag-${shownFlag}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const presenceStyle = presence ? { boxShadow: `inset 0 0 0 3px ${presence}` } : undefined;
  const flagged = flagName(shownFlag);
  const progressWords = progress
    ? `${sm.progress(progress.done, progress.total)} ${sm.progressUnit}`
    : null;
  const label = [
    cellValuesLabel(cell, exerciseName, clientName, unit, workingKg),
    flagged,
    progressWords,
  ]
    .filter(Boolean)
    .join(', ');
  const kg = (
    <LoadValue className="cell-kg" entry={entry} field="kg" value={cell.kg} display={shown.kg} />
  );
  const reps = (
    <LoadValue
      className="cell-reps"
      entry={entry}
      field="reps"
      value={cell.reps}
      display={shown.reps}
    />
  );
  // How far the cell is ('2/4', on a line of its own) takes the place of the plan's '×4'.
  const sets = progress ? (
    <CellProgress done={progress.done} total={progress.total} athleteSet={athleteSet} />
  ) : shown.sets ? (
    <span className="cell-sets">{shown.sets}</span>
  ) : null;
  const warmupDot = cell.isWarmup ? <span className="warmup-dot" title={m.warmUpDot} /> : null;
  const statusText = cell.verification === 'none' ? null : verificationLabel(cell.verification);
  const values = (
    <>
      {kg}
      {reps}
      {sets}
      {warmupDot}
      {statusText ? <span className="cell-status">{statusText}</span> : null}
      <CellFlagMark flag={shownFlag} />
    </>
  );
  if (!trainer || !commands || !entries) {
    return (
      <td className={classes}>
        <span className="cell-main" role="img" aria-label={label}>
          {values}
        </span>
      </td>
    );
  }

  const ref = { exerciseId, userId: client.id };
  const onClick = () => {
    const state = getState();
    if (!state) return;
    if (state.assignModeExerciseId !== null) {
      commands.sendOp('client:assign', {
        userId: client.id,
        exerciseId: state.assignModeExerciseId,
      });
      return;
    }
    if (expanded) {
      // A tap on the selected cell's value opens the keypad (on what is typed already, if any).
      entries.set({ ...(entries.get() ?? startLoadEntry(ref, true, unit)), keypad: true });
      return;
    }
    confirmLoadEntry(entries, commands, state);
    commands.select(toggled(selectionOf(state), cellSelection(exerciseId, client.id)));
  };
  const update = (change: (current: LoadEntry) => LoadEntry) => {
    const current = entries.get();
    if (current) entries.set(change(current));
  };
  return (
    <td
      ref={box}
      className={classes}
      data-cell={`${exerciseId}:${client.id}`}
      style={presenceStyle}
    >
      <button
        ref={main}
        type="button"
        className="cell-main"
        aria-pressed={selected}
        aria-haspopup={expanded ? 'dialog' : undefined}
        aria-expanded={expanded ? entry?.keypad === true : undefined}
        aria-describedby={expanded ? hintId : undefined}
        onClick={onClick}
      >
        {/* Named by the figures it shows, with the words around them for a screen reader: a
            voice-control user says what they see (label in name, WCAG 2.5.3). */}
        <span className="visually-hidden">{m.cellOf(exerciseName, clientName)}</span> {kg}
        <span className="visually-hidden"> {m.cellLoadUnit(unit)}</span> {reps}
        {/* Each comma ends the words before it: a screen reader may put a space between the
            parts of a grid. */}
        <span className="visually-hidden">
          {[` ${m.cellRepsUnit}`, shown.planned ? m.plannedCell : null, statusText, flagged]
            .filter(Boolean)
            .join(', ')}
          {progress ? ', ' : null}
        </span>
        {sets}
        {warmupDot}
        <ReadinessMark exerciseId={exerciseId} clientId={client.id} />
        {statusText ? (
          <span className="cell-status" aria-hidden="true">
            {statusText}
          </span>
        ) : null}
        <CellFlagMark flag={shownFlag} />
      </button>
      {expanded ? (
        <span id={hintId} className="visually-hidden">
          {`${m.cellHint}. ${sm.logSetKey}`}
        </span>
      ) : null}
      {expanded || entry ? (
        // Present from the selection on, so the first key's entry is announced.
        <span className="visually-hidden" role="status">
          {entry
            ? m.typingLoad(
                entry.field === 'kg' ? m.loadUnit[entry.unit] : m.reps,
                entry[entry.field] ?? '',
              )
            : ''}
        </span>
      ) : null}
      {expanded && CellLoadInfo ? (
        <CellLoadInfo
          exerciseId={exerciseId}
          clientId={client.id}
          clientName={clientName}
          commands={commands}
        />
      ) : null}
      {expanded ? (
        <CellActions
          cell={cell}
          exerciseId={exerciseId}
          clientId={client.id}
          commands={commands}
          entries={entries}
          onSets={() => onSets({ exerciseId, clientId: client.id, exerciseName, clientName })}
        />
      ) : null}
      {entry?.keypad ? (
        <LoadKeypad
          entry={entry}
          anchor={box}
          cellName={`${exerciseName}, ${clientName}`}
          kg={cell.kg}
          reps={cell.reps}
          onKey={(key) => update((current) => typeLoadKey(current, key))}
          onField={(field) => update((current) => switchLoadField(current, field))}
          onDone={() => confirmLoadEntry(entries, commands, getState())}
          onCancel={() => entries.set(null)}
          onClosed={() => main.current?.focus()}
        />
      ) : null}
    </td>
  );
});

/** Characters of a value the narrowest column (96 px) shows at full size beside the reps. */
const LONG_LOAD = 5;

/** A cell's load or reps; while a load is typed into the cell, the typed text (the field typed into marked). */
function LoadValue({
  className,
  entry,
  field,
  value,
  display,
}: {
  className: string;
  entry: LoadEntry | null;
  field: 'kg' | 'reps';
  value: number;
  /** What the cell shows while nothing is typed (a planned cell's load may read '–'). */
  display: string;
}) {
  const shown = entry ? shownLoad(entry, field, value) : { text: display, typed: false };
  const classes = [
    className,
    // A pound load read from kg has two decimals ('137.79'): smaller, so the reps fit beside it.
    shown.text.length > LONG_LOAD ? 'is-long' : '',
    entry && entry.field === field ? 'is-typing-field' : '',
    entry && !shown.typed ? 'is-placeholder' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{shown.text}</span>;
}

function verificationLabel(verification: 'verified' | 'flagged' | 'dnp'): string {
  if (verification === 'verified') return m.verified;
  if (verification === 'flagged') return m.flagged;
  return m.skipped;
}

function isAssigned(state: SessionState, exerciseId: string, client: SessionClient): boolean {
  const own = Object.hasOwn(state.individualAssignments, client.id)
    ? state.individualAssignments[client.id]
    : undefined;
  if (own && Object.hasOwn(own, exerciseId)) return true;
  if (client.teamId === null || !Object.hasOwn(state.teamAssignments, client.teamId)) return false;
  return Object.hasOwn(state.teamAssignments[client.teamId] ?? {}, exerciseId);
}
