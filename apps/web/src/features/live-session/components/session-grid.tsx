import { liveSessionMessages as m } from '@levelup/shared';
import {
  clientDisplayNames,
  EMPTY_SELECTION,
  exercisePlanParams,
  exercisePlanText,
  pairGroupIds,
  type SessionClient,
  type SessionExercise,
  type SessionState,
} from '@levelup/shared/session';
import { type KeyboardEvent, memo, useCallback, useMemo, useState } from 'react';
import {
  useActivePhase,
  useActivePhaseExercises,
  useGridClients,
  useSessionSelector,
} from '../../../lib/realtime/session-store';
import { isLoadKey, startLoadEntry, switchLoadField, typeLoadKey } from '../model/load-entry';
import {
  type ArrowKey,
  allSelection,
  cellSelection,
  type GridShape,
  isEmptySelection,
  movedCell,
  pairSelection,
  rowSelection,
  type SelectionMode,
  selectedCells,
  singleCell,
  toggled,
} from '../model/selection';
import { steppedPhaseId } from '../model/stations';
import { keyboardStepField, stepUpdates } from '../model/steppers';
import { ClientHeader } from './client-header';
import { AlertsDialog } from './deferred-parts';
import { GridCell } from './grid-cell';
import {
  confirmLoadEntry,
  createLoadEntryStore,
  LoadEntryProvider,
  type LoadEntryStore,
} from './load-entry-store';
import { type SessionCommands, useSessionCommands } from './session-commands';
import { useCurrentState, useGridShape } from './use-grid-shape';
import './session-grid.css';

export type SessionGridMode = 'trainer' | 'cast';

export interface SessionGridProps {
  /** `cast` is read-only: no selection, no buttons, larger type (the parent scales it). */
  mode: SessionGridMode;
}

/**
 * Applies one stepper press (or a held stepper's repeat of `steps`) to the selected cells, one
 * `cell:update` op per changed cell. Returns how many cells changed.
 */
export function stepSelection(
  commands: SessionCommands,
  state: SessionState,
  shape: GridShape,
  field: 'kg' | 'reps',
  direction: 1 | -1,
  steps = 1,
): number {
  const updates = stepUpdates(
    state,
    selectedCells(state.selection, shape),
    field,
    direction,
    steps,
  );
  for (const update of updates) commands.sendOp('cell:update', update);
  return updates.length;
}

function selectionOf(state: SessionState | null) {
  return state?.selection ?? EMPTY_SELECTION;
}

/**
 * The live grid: exercises (rows of the active phase) by clients (columns). One component for the
 * trainer's screen and the TV. Each cell subscribes to its own cell, selection and presence, so
 * an op re-renders only the cells it changed.
 */
export function SessionGrid({ mode }: SessionGridProps) {
  const commands = useSessionCommands();
  const trainer = mode === 'trainer' && commands !== null;
  const exercises = useActivePhaseExercises();
  const clients = useGridClients();
  const shape = useGridShape();
  const getState = useCurrentState();
  const [alertsFor, setAlertsFor] = useState<{ client: SessionClient; name: string } | null>(null);
  const [entries] = useState(createLoadEntryStore);
  const names = useMemo(() => clientDisplayNames(clients), [clients]);
  const onAlerts = useCallback(
    (client: SessionClient, name: string) => setAlertsFor({ client, name }),
    [],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const state = getState();
      if (!commands || !state) return;
      // Keys from the keypad, portalled out of the grid, are the keypad's own.
      if (!event.currentTarget.contains(event.target as Node)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typeLoad(event, entries, commands, state)) return;
      const selection = selectionOf(state);
      if (event.key.startsWith('Arrow')) {
        const next = movedCell(selection, shape, event.key as ArrowKey);
        if (!next) return;
        event.preventDefault();
        confirmLoadEntry(entries, commands, state);
        commands.select(cellSelection(next.exerciseId, next.userId));
        const target = document.querySelector<HTMLElement>(
          `[data-cell="${next.exerciseId}:${next.userId}"] .cell-main`,
        );
        target?.focus();
        return;
      }
      if (event.key === 'Enter') {
        const cell = singleCell(selection);
        if (!cell) return;
        event.preventDefault();
        commands.sendOp('cell:verify', { ...cell, verification: 'verified' });
        return;
      }
      if (event.key === 'Escape' && !isEmptySelection(selection)) {
        event.preventDefault();
        commands.select(EMPTY_SELECTION);
        return;
      }
      if (event.key === '+' || event.key === '=' || event.key === '-') {
        event.preventDefault();
        const direction = event.key === '-' ? -1 : 1;
        stepSelection(commands, state, shape, keyboardStepField(selection.mode), direction);
      }
    },
    [commands, getState, shape, entries],
  );

  const columns = Math.max(clients.length, 1);
  return (
    <LoadEntryProvider store={entries}>
      <div className={`session-grid session-grid-${mode}`}>
        <GridToolbar trainer={trainer} shape={shape} />
        {trainer ? <AssignHint /> : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's keys act on the focused cell inside it */}
        <div
          className="session-grid-scroll"
          onKeyDown={trainer ? onKeyDown : undefined}
          style={
            { '--grid-clients': columns, '--grid-columns': clients.length } as React.CSSProperties
          }
        >
          {clients.length === 0 ? (
            <p className="grid-empty">{mode === 'cast' ? m.castNoClients : m.noClients}</p>
          ) : null}
          {exercises.length === 0 ? (
            <p className="grid-empty">{mode === 'cast' ? m.castNoExercises : m.noExercises}</p>
          ) : null}
          {/* With nobody and nothing on it, the hints above are all there is: no empty table. */}
          {clients.length === 0 && exercises.length === 0 ? null : (
            <table className="session-grid-table" aria-label={m.grid}>
              <thead>
                <tr className="grid-row grid-head">
                  <th className="grid-corner" scope="col">
                    <span className="visually-hidden">{m.exercisesColumn}</span>
                  </th>
                  {clients.map((client) => (
                    <ClientHeader
                      key={client.id}
                      client={client}
                      name={names.get(client.id) ?? client.firstName}
                      trainer={trainer}
                      shape={shape}
                      onAlerts={onAlerts}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {exercises.map((exercise) => (
                  <ExerciseRow
                    key={exercise.id}
                    exercise={exercise}
                    clients={clients}
                    names={names}
                    trainer={trainer}
                    shape={shape}
                  />
                ))}
              </tbody>
            </table>
          )}
        </div>
        {trainer ? (
          <AlertsDialog
            client={alertsFor?.client ?? null}
            name={alertsFor?.name ?? ''}
            onOpenChange={(open) => !open && setAlertsFor(null)}
          />
        ) : null}
      </div>
    </LoadEntryProvider>
  );
}

/**
 * Typing a load with the keys (`LoadEntry`): with a single cell selected a digit starts one; while
 * one is on, digits and Backspace type, Tab switches between kg and reps, Enter confirms (the
 * steppers' op), Escape cancels. Returns whether the key was the entry's.
 */
function typeLoad(
  event: KeyboardEvent<HTMLDivElement>,
  entries: LoadEntryStore,
  commands: SessionCommands,
  state: SessionState,
): boolean {
  const entry = entries.get();
  if (!entry) {
    const cell = singleCell(selectionOf(state));
    if (!cell || !isLoadKey(event.key)) return false;
    event.preventDefault();
    entries.set(typeLoadKey(startLoadEntry(cell, false), event.key));
    return true;
  }
  if (isLoadKey(event.key) || event.key === 'Backspace') {
    event.preventDefault();
    entries.set(typeLoadKey(entry, event.key));
    return true;
  }
  if (event.key === 'Tab') {
    event.preventDefault();
    entries.set(switchLoadField(entry, event.shiftKey ? 'kg' : undefined));
    return true;
  }
  if (event.key === 'Enter') {
    event.preventDefault();
    confirmLoadEntry(entries, commands, state);
    return true;
  }
  if (event.key === 'Escape') {
    event.preventDefault();
    entries.set(null);
    return true;
  }
  return false;
}

function GridToolbar({ trainer, shape }: { trainer: boolean; shape: GridShape }) {
  const commands = useSessionCommands();
  const phase = useActivePhase();
  const phaseIds = useSessionSelector(
    (state) => state?.phases.map((p) => p.id).join('\n') ?? '',
  ).split('\n');
  const selectionKey = useSessionSelector((state) => {
    const s = selectionOf(state);
    return s.selectionType === 'all' ? `all:${s.mode ?? ''}` : '';
  });
  const getState = useCurrentState();

  const stepPhase = (direction: 1 | -1) => {
    const state = getState();
    if (!commands || !state) return;
    const next = steppedPhaseId(phaseIds, state.activePhaseId, direction);
    if (next) commands.sendOp('phase:active', { phaseId: next });
  };
  const selectAll = (mode: SelectionMode) => {
    const state = getState();
    if (!commands || !state) return;
    commands.select(toggled(selectionOf(state), allSelection(shape, mode)));
  };
  const at = phase ? phaseIds.indexOf(phase.id) : -1;

  return (
    <div className="grid-toolbar">
      <div className="phase-header">
        <strong className="phase-name">{phase?.name}</strong>
        {trainer ? (
          <>
            <button
              type="button"
              className="grid-btn"
              aria-label={m.addPhase}
              onClick={() => commands?.sendOp('phase:add', {})}
            >
              +
            </button>
            <button
              type="button"
              className="grid-btn"
              aria-label={m.previousPhase}
              disabled={at <= 0}
              onClick={() => stepPhase(-1)}
            >
              {'<'}
            </button>
            <button
              type="button"
              className="grid-btn"
              aria-label={m.nextPhase}
              disabled={at < 0 || at >= phaseIds.length - 1}
              onClick={() => stepPhase(1)}
            >
              {'>'}
            </button>
          </>
        ) : null}
      </div>
      {trainer ? (
        <fieldset className="select-all">
          <legend className="visually-hidden">{m.selectAll}</legend>
          <SelectAllButton pressed={selectionKey === 'all:'} onClick={() => selectAll(null)}>
            {m.selectAll}
          </SelectAllButton>
          <SelectAllButton pressed={selectionKey === 'all:reps'} onClick={() => selectAll('reps')}>
            {m.selectAllReps}
          </SelectAllButton>
          <SelectAllButton pressed={selectionKey === 'all:kg'} onClick={() => selectAll('kg')}>
            {m.selectAllKg}
          </SelectAllButton>
        </fieldset>
      ) : null}
    </div>
  );
}

/** While assign mode is on: what a tap on a client does, and a way out. */
function AssignHint() {
  const commands = useSessionCommands();
  const name = useSessionSelector((state) => {
    const id = state?.assignModeExerciseId ?? null;
    return id === null ? null : (state?.exercises.find((e) => e.id === id)?.name ?? null);
  });
  if (name === null) return null;
  return (
    <div className="assign-hint" role="status">
      <span>{m.assigning(name)}</span>
      <button
        type="button"
        className="grid-chip"
        onClick={() => commands?.sendOp('assign:mode', { exerciseId: null })}
      >
        {m.stopAssigning}
      </button>
    </div>
  );
}

function SelectAllButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button type="button" className="grid-chip" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

const ExerciseRow = memo(function ExerciseRow({
  exercise,
  clients,
  names,
  trainer,
  shape,
}: {
  exercise: SessionExercise;
  clients: readonly SessionClient[];
  names: ReadonlyMap<string, string>;
  trainer: boolean;
  shape: GridShape;
}) {
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const highlighted = useSessionSelector(
    (state) => exercise.pairing !== null && state?.pairHighlight === exercise.pairing,
  );
  const assigning = useSessionSelector((state) => state?.assignModeExerciseId === exercise.id);
  // One string, so the row re-renders only when its plan's words change.
  const planKey = useSessionSelector((state) => {
    const text = state ? exercisePlanText(exercisePlanParams(state, exercise.id)) : null;
    return text ? [text.working, text.warmUp ?? ''].join('\n') : '';
  });
  const [working, warmUp] = planKey.split('\n');
  const rowMode = useSessionSelector((state) => {
    const s = selectionOf(state);
    return s.selectionType === 'row' && s.rowIds[0] === exercise.id ? (s.mode ?? 'none') : null;
  });
  const select = (mode: SelectionMode) => {
    const state = getState();
    if (!commands || !state) return;
    commands.select(toggled(selectionOf(state), rowSelection(exercise.id, shape, mode)));
  };
  const selectPair = () => {
    const state = getState();
    if (!commands || !state || exercise.pairing === null) return;
    const group = pairGroupIds(state.exercises, exercise.id);
    commands.select(toggled(selectionOf(state), pairSelection(group, shape)));
  };
  const letter = exercise.pairing ? exercise.pairing.toUpperCase() : m.unpaired;
  const badgeStyle = exercise.pairColor ? { background: exercise.pairColor } : undefined;

  return (
    <tr
      className={`grid-row${highlighted ? ' is-highlighted' : ''}${assigning ? ' is-assigning' : ''}`}
    >
      <th className="grid-exercise" scope="row">
        <div className="grid-exercise-inner">
          {trainer && exercise.pairing ? (
            <button
              type="button"
              className="station-badge"
              style={badgeStyle}
              aria-label={m.station(exercise.pairing)}
              onClick={selectPair}
            >
              {letter}
            </button>
          ) : (
            <span
              className={`station-badge${exercise.pairing ? '' : ' is-unpaired'}`}
              style={badgeStyle}
            >
              {letter}
            </span>
          )}
          <span className="exercise-title">
            <span className="exercise-name" title={exercise.name}>
              {exercise.name}
            </span>
            {working ? (
              <span className="exercise-plan">
                <span className="visually-hidden">{m.planLabel}: </span>
                <span>{working}</span>
                {warmUp ? (
                  <>
                    {' · '}
                    <span>{warmUp}</span>
                  </>
                ) : null}
              </span>
            ) : null}
          </span>
          {trainer ? (
            <span className="exercise-actions">
              <button
                type="button"
                className="grid-chip"
                aria-label={`${m.kg} ${exercise.name}`}
                aria-pressed={rowMode === 'kg'}
                onClick={() => select('kg')}
              >
                {m.kg}
              </button>
              <button
                type="button"
                className="grid-chip"
                aria-label={`${m.repRange} ${exercise.name}`}
                aria-pressed={rowMode === 'reps'}
                onClick={() => select('reps')}
              >
                {m.repRange}
              </button>
              <button
                type="button"
                className="grid-chip assign-tab"
                aria-label={`${m.assign} ${exercise.name}`}
                aria-pressed={assigning}
                onClick={() => commands?.sendOp('assign:mode', { exerciseId: exercise.id })}
              >
                {m.assign}
              </button>
            </span>
          ) : null}
        </div>
      </th>
      {clients.map((client) => (
        <GridCell
          key={client.id}
          exerciseId={exercise.id}
          exerciseName={exercise.name}
          client={client}
          clientName={names.get(client.id) ?? client.firstName}
          trainer={trainer}
        />
      ))}
    </tr>
  );
});
