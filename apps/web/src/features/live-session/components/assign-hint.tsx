import { liveSessionMessages as m } from '@levelup/shared';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { useSessionCommands } from './session-commands';

/** While assign mode is on: what a tap on a client does, and a way out. */
export function AssignHint() {
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
