import { MAX_EXERCISES_PER_PAIR, liveSessionMessages as m, pairingMessages } from '@levelup/shared';
import { freeLetters, type PairLetter, pairGroups } from '@levelup/shared/session';
import { useState } from 'react';
import { useActivePhaseExercises, useSessionSelector } from '@/lib/realtime/session-store';
import { useAlert } from '@/ui/alert-dialog';
import { PrimaryAction } from './primary-action';
import { useTrainerCommands } from './session-commands';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useCurrentState } from './use-grid-shape';

/** Pairing: two to four exercises under a free letter; existing pairs can be unpaired. */
export function PairingDialog({ open, onOpenChange }: PanelDialogProps) {
  const commands = useTrainerCommands();
  const showAlert = useAlert();
  const exercises = useActivePhaseExercises();
  const getState = useCurrentState();
  const allExercises = useSessionSelector((state) => state?.exercises ?? exercises);
  const [chosen, setChosen] = useState<string[]>([]);
  const free = freeLetters(allExercises);
  const [letter, setLetter] = useState<PairLetter | ''>('');
  const state = getState();
  const groups = state ? pairGroups(state) : [];
  const pickedLetter = letter || free[0] || '';
  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setLetter('');
    }
    onOpenChange(next);
  };
  const choose = (id: string) => {
    if (chosen.includes(id)) {
      setChosen(chosen.filter((x) => x !== id));
      return;
    }
    if (chosen.length >= MAX_EXERCISES_PER_PAIR) {
      showAlert(pairingMessages.limitTitle, pairingMessages.limit);
      return;
    }
    setChosen([...chosen, id]);
  };
  const pair = () => {
    if (chosen.length < 2 || !pickedLetter) return;
    commands.sendOp('pairing:set', { exerciseIds: chosen, letter: pickedLetter });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.pairingTitle}
      description={m.pairingHint}
      actions={
        <PrimaryAction disabled={chosen.length < 2 || !pickedLetter} onClick={pair}>
          {m.pair}
        </PrimaryAction>
      }
    >
      {groups.length > 0 ? (
        <ul className="plain-list">
          {groups.map((g) => (
            <li key={g.letter} className="pair-line">
              <span className="pair-chip" style={{ background: g.color }}>
                {g.letter.toUpperCase()}
              </span>
              <span>
                {g.exerciseIds
                  .map((id) => allExercises.find((e) => e.id === id)?.name ?? id)
                  .join(' + ')}
              </span>
              <button
                type="button"
                className="grid-chip"
                onClick={() =>
                  commands.sendOp('pairing:set', { exerciseIds: g.exerciseIds, letter: null })
                }
              >
                {m.unpair(g.letter)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="pick-list">
        {exercises.map((e) => (
          <li key={e.id}>
            <label className="pick-item">
              <input
                type="checkbox"
                disabled={e.pairing !== null}
                checked={chosen.includes(e.id)}
                onChange={() => choose(e.id)}
              />
              <span>{e.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <label className="field">
        <span className="field-label">{m.letter}</span>
        <select
          className="field-input"
          value={pickedLetter}
          onChange={(e) => setLetter(e.target.value as PairLetter)}
        >
          {free.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </SessionDialog>
  );
}
