import { liveSessionMessages as m, shownPhaseName } from '@levelup/shared';
import { useActivePhase, useSessionSelector } from '@/lib/realtime/session-store';
import {
  allSelection,
  type GridShape,
  type SelectionMode,
  selectionOf,
  toggled,
} from '../model/selection';
import { steppedPhaseId } from '../model/stations';
import { useSessionCommands } from './session-commands';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState } from './use-grid-shape';

/** Above the grid: the active phase with its steppers, and (the trainer's) Select all. */
export function GridToolbar({ trainer, shape }: { trainer: boolean; shape: GridShape }) {
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
  const unit = useDisplayUnit();

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
        <strong className="phase-name">{phase ? shownPhaseName(phase.name) : null}</strong>
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
            {m.loadUnit[unit]}
          </SelectAllButton>
        </fieldset>
      ) : null}
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
