import { liveSessionMessages as m } from '@levelup/shared';
import {
  cellValues,
  cellValuesLabel,
  clientHasIssues,
  EMPTY_SELECTION,
  exercisePlanParams,
  exercisePlanText,
  getCell,
  pairGroupIds,
  type SessionClient,
  type SessionExercise,
  type SessionState,
} from '@levelup/shared/session';
import { type KeyboardEvent, memo, useCallback, useState } from 'react';
import {
  useActivePhase,
  useActivePhaseExercises,
  useCell,
  useGridClients,
  useSessionSelector,
} from '../../../lib/realtime/session-store';
import {
  type ArrowKey,
  allSelection,
  cellSelection,
  columnSelection,
  type GridShape,
  isCellSelected,
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
import { CellFlagMark, flagName, visibleFlag } from './cell-flag';
import { AlertsDialog } from './deferred-parts';
import { useCellPresence } from './presence';
import { type SessionCommands, useSessionCommands } from './session-commands';
import { useCurrentState, useGridShape } from './use-grid-shape';
import './session-grid.css';

export type SessionGridMode = 'trainer' | 'cast';

export interface SessionGridProps {
  /** `cast` is read-only: no selection, no buttons, larger type (the parent scales it). */
  mode: SessionGridMode;
}

/** Applies one stepper press to cells, one `cell:update` op per changed cell. */
export function stepSelection(
  commands: SessionCommands,
  state: SessionState,
  shape: GridShape,
  field: 'kg' | 'reps',
  direction: 1 | -1,
) {
  for (const update of stepUpdates(
    state,
    selectedCells(state.selection, shape),
    field,
    direction,
  )) {
    commands.sendOp('cell:update', update);
  }
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
  const [alertsFor, setAlertsFor] = useState<SessionClient | null>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const state = getState();
      if (!commands || !state) return;
      const selection = selectionOf(state);
      if (event.key.startsWith('Arrow')) {
        const next = movedCell(selection, shape, event.key as ArrowKey);
        if (!next) return;
        event.preventDefault();
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
      if (event.key === '+' || event.key === '=' || event.key === '-') {
        event.preventDefault();
        const direction = event.key === '-' ? -1 : 1;
        stepSelection(commands, state, shape, keyboardStepField(selection.mode), direction);
      }
    },
    [commands, getState, shape],
  );

  const columns = Math.max(clients.length, 1);
  return (
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
                    trainer={trainer}
                    shape={shape}
                    onAlerts={setAlertsFor}
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
                  trainer={trainer}
                  shape={shape}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      {trainer ? (
        <AlertsDialog client={alertsFor} onOpenChange={(open) => !open && setAlertsFor(null)} />
      ) : null}
    </div>
  );
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

const ClientHeader = memo(function ClientHeader({
  client,
  trainer,
  shape,
  onAlerts,
}: {
  client: SessionClient;
  trainer: boolean;
  shape: GridShape;
  onAlerts: (client: SessionClient) => void;
}) {
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const hasIssues = useSessionSelector((state) =>
    state ? clientHasIssues(state, client.id) : false,
  );
  const columnMode = useSessionSelector((state) => {
    const s = selectionOf(state);
    return s.selectionType === 'column' && s.colIds[0] === client.id ? (s.mode ?? 'none') : null;
  });
  const select = (mode: SelectionMode) => {
    const state = getState();
    if (!commands || !state) return;
    commands.select(toggled(selectionOf(state), columnSelection(client.id, shape, mode)));
  };
  return (
    <th className="grid-client" scope="col">
      <span className="client-name" style={{ borderColor: client.teamColor ?? 'transparent' }}>
        {client.firstName}
      </span>
      {trainer ? (
        <span className="client-actions">
          <button
            type="button"
            className="grid-chip"
            aria-label={`${m.kg} ${client.firstName}`}
            aria-pressed={columnMode === 'kg'}
            onClick={() => select('kg')}
          >
            {m.kg}
          </button>
          <button
            type="button"
            className="grid-chip"
            aria-label={`${m.reps} ${client.firstName}`}
            aria-pressed={columnMode === 'reps'}
            onClick={() => select('reps')}
          >
            {m.reps}
          </button>
          {hasIssues ? (
            <button
              type="button"
              className="alert-badge"
              aria-label={m.alerts(client.firstName)}
              onClick={() => onAlerts(client)}
            >
              !
            </button>
          ) : null}
        </span>
      ) : null}
    </th>
  );
});

const ExerciseRow = memo(function ExerciseRow({
  exercise,
  clients,
  trainer,
  shape,
}: {
  exercise: SessionExercise;
  clients: readonly SessionClient[];
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
          trainer={trainer}
        />
      ))}
    </tr>
  );
});

/** Counts cell renders for the grid benchmark (bench/); a no-op unless a counter is installed. */
export const cellRenderProbe: { count: number; enabled: boolean } = { count: 0, enabled: false };

const GridCell = memo(function GridCell({
  exerciseId,
  exerciseName,
  client,
  trainer,
}: {
  exerciseId: string;
  exerciseName: string;
  client: SessionClient;
  trainer: boolean;
}) {
  if (cellRenderProbe.enabled) cellRenderProbe.count += 1;
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const cell = useCell(exerciseId, client.id);
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
  if (!cell) return <td className="grid-cell" />;

  const shownFlag = visibleFlag(cell.flag, trainer);
  const shown = cellValues(cell);
  const classes = [
    'grid-cell',
    shown.planned ? 'is-planned' : '',
    shown.sets ? 'has-sets' : '',
    selected ? 'is-selected' : '',
    expanded ? 'is-expanded' : '',
    assigned ? 'is-assigned' : '',
    `v-${cell.verification}`,
    shownFlag !== 'ok' ? `flag-${shownFlag}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const presenceStyle = presence ? { boxShadow: `inset 0 0 0 3px ${presence}` } : undefined;
  const flagged = flagName(shownFlag);
  const label = `${cellValuesLabel(cell, exerciseName, client.firstName)}${flagged ? `, ${flagged}` : ''}`;
  const values = (
    <>
      <span className="cell-kg">{shown.kg}</span>
      <span className="cell-reps">{shown.reps}</span>
      {shown.sets ? <span className="cell-sets">{shown.sets}</span> : null}
      {cell.isWarmup ? <span className="warmup-dot" title={m.warmUpDot} /> : null}
      {cell.verification !== 'none' ? (
        <span className="cell-status">{verificationLabel(cell.verification)}</span>
      ) : null}
      <CellFlagMark flag={shownFlag} />
    </>
  );
  if (!trainer || !commands) {
    return (
      <td className={classes}>
        <span className="cell-main" role="img" aria-label={label}>
          {values}
        </span>
      </td>
    );
  }

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
    commands.select(toggled(selectionOf(state), cellSelection(exerciseId, client.id)));
  };
  const verify = (verification: 'verified' | 'flagged' | 'dnp') => {
    const state = getState();
    const current = state ? getCell(state, exerciseId, client.id)?.verification : undefined;
    commands.sendOp('cell:verify', {
      exerciseId,
      userId: client.id,
      verification: current === verification ? 'none' : verification,
    });
  };
  return (
    <td className={classes} data-cell={`${exerciseId}:${client.id}`} style={presenceStyle}>
      <button
        type="button"
        className="cell-main"
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
      >
        {values}
      </button>
      {expanded ? (
        <span className="cell-actions">
          <button
            type="button"
            className="cell-action verify"
            aria-pressed={cell.verification === 'verified'}
            onClick={() => verify('verified')}
          >
            {m.verify}
          </button>
          <button
            type="button"
            className="cell-action flag"
            aria-pressed={cell.verification === 'flagged'}
            onClick={() => verify('flagged')}
          >
            {m.flag}
          </button>
          <button
            type="button"
            className="cell-action dnp"
            aria-pressed={cell.verification === 'dnp'}
            onClick={() => verify('dnp')}
          >
            {m.dnp}
          </button>
        </span>
      ) : null}
    </td>
  );
});

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
