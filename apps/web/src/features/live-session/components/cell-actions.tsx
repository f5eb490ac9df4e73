import { liveSessionMessages as m } from '@levelup/shared';
import { type Cell, getCell } from '@levelup/shared/session';
import { liveSetsMessages as s } from '@/messages';
import { defaultSetCheck, logSetPayload, toggledCheck, verifyPayload } from '../model/set-actions';
import { logCurrentSet } from './grid-load-keys';
import type { LoadEntryStore } from './load-entry-store';
import type { SessionCommands } from './session-commands';
import { useCurrentState } from './use-grid-shape';

interface CellActionsProps {
  cell: Cell;
  exerciseId: string;
  clientId: string;
  commands: SessionCommands;
  entries: LoadEntryStore;
  onSets(): void;
}

/**
 * The selected cell's buttons: 'Log set' (the current values, done: the coach's way of logging
 * for an athlete without a phone), Verify, Flag and DNP on the set the coach sees
 * (`defaultVerifyIndex`: the current set, or an athlete's set waiting for a check), and Sets,
 * the cell's set list.
 */
export function CellActions({
  cell,
  exerciseId,
  clientId,
  commands,
  entries,
  onSets,
}: CellActionsProps) {
  const getState = useCurrentState();
  const check = defaultSetCheck(cell);
  const ref = { exerciseId, userId: clientId };
  const verify = (pressed: 'verified' | 'flagged' | 'dnp') => {
    const state = getState();
    const current = state ? getCell(state, exerciseId, clientId) : undefined;
    if (!current) return;
    commands.sendOp(
      'cell:verify',
      verifyPayload(current, ref, toggledCheck(defaultSetCheck(current), pressed)),
    );
  };
  return (
    <span className="cell-actions">
      <button
        type="button"
        className="cell-action log-set"
        disabled={logSetPayload(cell, ref) === null}
        onClick={() => logCurrentSet(entries, commands, getState, ref)}
      >
        {s.logSet}
      </button>
      <button
        type="button"
        className="cell-action verify"
        aria-pressed={check === 'verified'}
        onClick={() => verify('verified')}
      >
        {m.verify}
      </button>
      <button
        type="button"
        className="cell-action flag"
        aria-pressed={check === 'flagged'}
        onClick={() => verify('flagged')}
      >
        {m.flag}
      </button>
      <button
        type="button"
        className="cell-action dnp"
        aria-pressed={check === 'dnp'}
        onClick={() => verify('dnp')}
      >
        {m.dnp}
      </button>
      <button type="button" className="cell-action sets" aria-haspopup="dialog" onClick={onSets}>
        {s.sets}
      </button>
    </span>
  );
}
