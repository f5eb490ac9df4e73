import { liveSessionMessages as m } from '@levelup/shared';
import {
  exercisePlanParams,
  exercisePlanText,
  pairGroupIds,
  type SessionClient,
  type SessionExercise,
} from '@levelup/shared/session';
import { memo } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import {
  type GridShape,
  pairSelection,
  rowSelection,
  type SelectionMode,
  selectionOf,
  toggled,
} from '../model/selection';
import { GridCell } from './grid-cell';
import { useSessionCommands } from './session-commands';
import type { SetListTarget } from './set-list-target';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState } from './use-grid-shape';

/** One exercise's row: its station badge, name and plan, row selection, and a cell per client. */
export const ExerciseRow = memo(function ExerciseRow({
  exercise,
  clients,
  names,
  trainer,
  shape,
  onSets,
}: {
  exercise: SessionExercise;
  clients: readonly SessionClient[];
  names: ReadonlyMap<string, string>;
  trainer: boolean;
  shape: GridShape;
  /** Opens a cell's set list (the grid holds the one dialog). */
  onSets: (target: SetListTarget) => void;
}) {
  const commands = useSessionCommands();
  const getState = useCurrentState();
  const unit = useDisplayUnit();
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
                aria-label={`${m.loadUnit[unit]} ${exercise.name}`}
                aria-pressed={rowMode === 'kg'}
                onClick={() => select('kg')}
              >
                {m.loadUnit[unit]}
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
          onSets={onSets}
        />
      ))}
    </tr>
  );
});
