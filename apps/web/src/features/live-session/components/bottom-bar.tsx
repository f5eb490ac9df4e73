import { liveCoachingMessages as c, liveSessionMessages as m } from '@levelup/shared';
import { EMPTY_SELECTION } from '@levelup/shared/session';
import { useState } from 'react';
import type { SessionSocket } from '../../../lib/realtime/session-socket';
import { useSessionSelector } from '../../../lib/realtime/session-store';
import { toast } from '../../../lib/toast';
import { SessionClockTile } from '../clock';
import { isEmptySelection, selectedCells } from '../model/selection';
import { stationPayload } from '../model/stations';
import { TimerTile } from '../timer';
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
import { useTrainerCommands } from './session-commands';
import { stepSelection } from './session-grid';
import { useCurrentState, useGridShape } from './use-grid-shape';

type PanelDialog =
  | 'add-exercise'
  | 'remove-exercise'
  | 'settings'
  | 'teams'
  | 'notes'
  | 'lifestyle'
  | 'intensity'
  | 'pr'
  | 'last'
  | 'suggest'
  | 'pairing';

/**
 * The bottom control bar (exercise add/remove, timer tile, station, clock tile) and the trainer
 * panel, whose buttons act on the selection.
 */
export function BottomBar({ socket }: { socket: SessionSocket }) {
  const commands = useTrainerCommands();
  const getState = useCurrentState();
  const shape = useGridShape();
  const startedAt = useSessionSelector((state) => state?.startedAt ?? null);
  const [dialog, setDialog] = useState<PanelDialog | null>(null);
  const openChange = (name: PanelDialog) => (open: boolean) => setDialog(open ? name : null);

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
  const step = (field: 'kg' | 'reps', direction: 1 | -1) => {
    const state = getState();
    if (!state) return;
    if (isEmptySelection(state.selection)) {
      toast(m.selectFirst);
      return;
    }
    stepSelection(commands, state, shape, field, direction);
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
      <div className="bottom-bar">
        <fieldset className="bar-group">
          <legend className="visually-hidden">{m.exerciseLabel}</legend>
          <span className="bar-label" aria-hidden="true">
            {m.exerciseLabel}
          </span>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.removeExercise}
            onClick={removeExercise}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h10"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.addExercise}
            onClick={() => setDialog('add-exercise')}
          >
            +
          </button>
        </fieldset>
        <TimerTile
          sessionId={socket.sessionId}
          mode="trainer"
          onSync={(sync) => socket.sendTimerSync(sync)}
        />
        <fieldset className="bar-group">
          <legend className="visually-hidden">{m.stationLabel}</legend>
          <span className="bar-label" aria-hidden="true">
            {m.stationLabel}
          </span>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.previousStation}
            onClick={() => station(-1)}
          >
            {'<'}
          </button>
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
      </div>

      <div className="trainer-panel" role="toolbar" aria-label={m.panel}>
        <button type="button" className="panel-btn" onClick={() => setDialog('settings')}>
          {m.settings}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('teams')}>
          {m.changeTeams}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('notes')}>
          {m.notes}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('lifestyle')}>
          {m.lifestyle}
        </button>
        <button type="button" className="panel-btn" disabled>
          {m.gameOfTheDay} <small>({m.comingSoon})</small>
        </button>
        <button type="button" className="panel-btn" disabled>
          {m.customExercise} <small>({m.comingSoon})</small>
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('intensity')}>
          {m.intensity}
        </button>
        <fieldset className="stepper">
          <legend className="visually-hidden">{m.weight}</legend>
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.weightDown}
            onClick={() => step('kg', -1)}
          >
            −
          </button>
          <span className="stepper-label">{m.weight}</span>
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.weightUp}
            onClick={() => step('kg', 1)}
          >
            +
          </button>
        </fieldset>
        <fieldset className="stepper">
          <legend className="visually-hidden">{m.reps}</legend>
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.repsDown}
            onClick={() => step('reps', -1)}
          >
            −
          </button>
          <span className="stepper-label">{m.reps}</span>
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.repsUp}
            onClick={() => step('reps', 1)}
          >
            +
          </button>
        </fieldset>
        <button type="button" className="panel-btn" onClick={warmUp}>
          {m.warmUp}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('suggest')}>
          {c.suggest}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('pr')}>
          {m.seePr}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('last')}>
          {m.last}
        </button>
        <button type="button" className="panel-btn" onClick={() => setDialog('pairing')}>
          {m.pairing}
        </button>
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
