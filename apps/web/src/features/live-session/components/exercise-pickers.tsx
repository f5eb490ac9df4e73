import { liveSessionMessages as m } from '@levelup/shared';
import { useMemo, useState } from 'react';
import { useExercises } from '@/lib/api/exercises/get-exercises';
import { useActivePhaseExercises, useGridExercises } from '@/lib/realtime/session-store';
import { useTrainerCommands } from './session-commands';
import { SessionDialog } from './session-dialog';

interface PickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Add exercise: searches the library (GET /api/exercises); the state keeps only those in play. */
export function AddExerciseDialog({ open, onOpenChange }: PickerProps) {
  const commands = useTrainerCommands();
  const onGrid = useGridExercises();
  const library = useExercises({ enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const candidates = useMemo(() => {
    const taken = new Set(onGrid.map((e) => e.id));
    const needle = search.trim().toLowerCase();
    return (library.data ?? []).filter(
      (e) => !taken.has(e.id) && (!needle || e.name.toLowerCase().includes(needle)),
    );
  }, [library.data, onGrid, search]);
  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setSearch('');
    }
    onOpenChange(next);
  };
  const add = () => {
    const picked = (library.data ?? []).filter((e) => chosen.includes(e.id));
    if (picked.length > 0) {
      commands.sendOp('exercises:add', {
        exerciseIds: picked.map((e) => e.id),
        exercises: picked.map((e) => ({ id: e.id, name: e.name, type: e.type })),
      });
    }
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.addExercise}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={add}
        >
          <span>{m.add}</span>
        </button>
      }
    >
      <input
        className="field-input"
        type="search"
        aria-label={m.searchExercises}
        placeholder={m.searchExercises}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {library.isPending ? null : candidates.length === 0 ? (
        <p>{m.noMatches}</p>
      ) : (
        <ul className="pick-list">
          {candidates.map((e) => (
            <li key={e.id}>
              <label className="pick-item">
                <input
                  type="checkbox"
                  checked={chosen.includes(e.id)}
                  onChange={() => setChosen((list) => toggle(list, e.id))}
                />
                <span>{e.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </SessionDialog>
  );
}

/** Remove exercises: the dialog asked for when nothing is selected. */
export function RemoveExerciseDialog({ open, onOpenChange }: PickerProps) {
  const commands = useTrainerCommands();
  const exercises = useActivePhaseExercises();
  const [chosen, setChosen] = useState<string[]>([]);
  const close = (next: boolean) => {
    if (!next) setChosen([]);
    onOpenChange(next);
  };
  const remove = () => {
    if (chosen.length > 0) commands.sendOp('exercises:remove', { exerciseIds: chosen });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.removeExercisesTitle}
      description={m.removeExercisesHint}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={remove}
        >
          <span>{m.remove}</span>
        </button>
      }
    >
      {exercises.length === 0 ? (
        <p>{m.noExercises}</p>
      ) : (
        <ul className="pick-list">
          {exercises.map((e) => (
            <li key={e.id}>
              <label className="pick-item">
                <input
                  type="checkbox"
                  checked={chosen.includes(e.id)}
                  onChange={() => setChosen((list) => toggle(list, e.id))}
                />
                <span>{e.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </SessionDialog>
  );
}
