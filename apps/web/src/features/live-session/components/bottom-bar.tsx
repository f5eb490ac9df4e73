import { liveSessionMessages as m, WEIGHT_STEP } from '@levelup/shared';
import { EMPTY_SELECTION } from '@levelup/shared/session';
import { useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type { SessionSocket } from '@/lib/realtime/session-socket';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { toast } from '@/lib/toast';
import { SessionClockTile } from '@/ui/session-clock';
import { StrokeIcon } from '@/ui/stroke-icon';
import { TimerTile } from '@/ui/timer';
import { isEmptySelection, selectedCells } from '../model/selection';
import { stationPayload } from '../model/stations';
import {
  AddExerciseDialog,
  ChangeTeamDialog,
  ExerciseSettingsDialog,
  IntensityDialog,
  LifestyleDialog,
  NotesDialog,
  PairingDialog,
  RecordsDialog,
  RemoveExerciseDialog,
  SuggestDialog,
} from './deferred-parts';
import { LazyMenuButton } from './lazy-menu';
import { LoadStepper } from './load-stepper';
import { useTrainerCommands } from './session-commands';
import { stepSelection } from './step-selection';
import type { PanelTool } from './tools-menu';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState, useGridShape } from './use-grid-shape';

// The menu's code (Radix's menu) arrives with the live screen's other deferred parts, or on the
// first press of its button.
const toolsMenu = lazyModule(async () => (await import('./tools-menu')).ToolsMenu);

/** Preloads the bottom bar's menu (the idle prefetch of the live screen). */
export const preloadToolsMenu = toolsMenu.load;

/** The menu button's face, built at render so its word is in the shown language. */
function MoreIcon() {
  return (
    <>
      <StrokeIcon d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3.2" strokeLinecap="round" />
      <span>{m.more}</span>
    </>
  );
}

/**
 * The bottom control bar, one row on a tablet: the timer tile, the stations, the clock tile, the
 * weight and reps steppers (they act on the selection and repeat while held), Warm Up, and a menu
 * with the panel's other tools. Nothing in it changes size while the timer runs, so the grid
 * above never jumps.
 */
export function BottomBar({ socket }: { socket: SessionSocket }) {
  const commands = useTrainerCommands();
  const getState = useCurrentState();
  const shape = useGridShape();
  const unit = useDisplayUnit();
  const startedAt = useSessionSelector((state) => state?.startedAt ?? null);
  const [dialog, setDialog] = useState<PanelTool | null>(null);
  const openChange = (name: PanelTool) => (open: boolean) => setDialog(open ? name : null);

  const selection = () => getState()?.selection ?? EMPTY_SELECTION;

  const removeExercise = () => {
    const current = selection();
    const rows =
      current.selectionType === 'row' ||
      current.selectionType === 'cell' ||
      current.selectionType === 'pair'
        ? current.rowIds
        : [];
    if (rows.length > 0) commands.sendOp('exercises:remove', { exerciseIds: rows });
    else setDialog('remove-exercise');
  };
  const step = (field: 'kg' | 'reps') => (direction: 1 | -1, steps: number) => {
    const state = getState();
    if (!state) return false;
    if (isEmptySelection(state.selection)) {
      toast(m.selectFirst);
      return false;
    }
    // At a bound (0 kg, 50 reps) a held button stops; a held one short of it keeps going.
    return stepSelection(commands, state, shape, unit, field, direction, steps) > 0;
  };
  const openTool = (tool: PanelTool) => {
    if (tool === 'remove-exercise') removeExercise();
    else setDialog(tool);
  };
  const warmUp = () => {
    const cells = selectedCells(selection(), shape);
    commands.sendOp('warmup:toggle', cells.length > 0 ? { cells } : {});
  };
  const station = (direction: 1 | -1) => {
    commands.sendOp(
      direction === 1 ? 'station:next' : 'station:previous',
      stationPayload(selection()),
    );
  };

  return (
    <div className="bottom-area">
      <div className="bottom-bar" role="toolbar" aria-label={m.panel}>
        <TimerTile
          sessionId={socket.sessionId}
          mode="trainer"
          onSync={(sync) => socket.sendTimerSync(sync)}
        />
        <fieldset className="bar-group">
          <legend className="visually-hidden">{m.stationLabel}</legend>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.previousStation}
            onClick={() => station(-1)}
          >
            {'<'}
          </button>
          <span className="bar-label" aria-hidden="true">
            {m.stationLabel}
          </span>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.nextStation}
            onClick={() => station(1)}
          >
            {'>'}
          </button>
        </fieldset>
        <SessionClockTile startedAt={startedAt} />
        <LoadStepper
          label={m.loadUnit[unit]}
          downLabel={m.weightStepDown(WEIGHT_STEP[unit], unit)}
          upLabel={m.weightStepUp(WEIGHT_STEP[unit], unit)}
          onStep={step('kg')}
        />
        <LoadStepper
          label={m.reps}
          downLabel={m.repsDown}
          upLabel={m.repsUp}
          onStep={step('reps')}
        />
        <button type="button" className="session-btn" onClick={warmUp}>
          {m.warmUp}
        </button>
        <LazyMenuButton
          menu={toolsMenu}
          label={m.moreTools}
          className="session-btn tools-trigger"
          props={{ icon: <MoreIcon />, onTool: openTool }}
        >
          <MoreIcon />
        </LazyMenuButton>
      </div>

      <AddExerciseDialog
        open={dialog === 'add-exercise'}
        onOpenChange={openChange('add-exercise')}
      />
      <RemoveExerciseDialog
        open={dialog === 'remove-exercise'}
        onOpenChange={openChange('remove-exercise')}
      />
      <ExerciseSettingsDialog open={dialog === 'settings'} onOpenChange={openChange('settings')} />
      <ChangeTeamDialog open={dialog === 'teams'} onOpenChange={openChange('teams')} />
      <NotesDialog open={dialog === 'notes'} onOpenChange={openChange('notes')} />
      <LifestyleDialog open={dialog === 'lifestyle'} onOpenChange={openChange('lifestyle')} />
      <IntensityDialog open={dialog === 'intensity'} onOpenChange={openChange('intensity')} />
      <SuggestDialog open={dialog === 'suggest'} onOpenChange={openChange('suggest')} />
      <RecordsDialog kind="pr" open={dialog === 'pr'} onOpenChange={openChange('pr')} />
      <RecordsDialog kind="last" open={dialog === 'last'} onOpenChange={openChange('last')} />
      <PairingDialog open={dialog === 'pairing'} onOpenChange={openChange('pairing')} />
    </div>
  );
}
