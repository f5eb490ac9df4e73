import { liveSessionMessages as m, sessionMessages, shownPhaseName } from '@levelup/shared';
import { pairGroups } from '@levelup/shared/session';
import type { SyntheticEvent } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';

export interface WorkoutInfoPanelProps {
  workoutName: string;
  /**
   * Whether it is unfolded: held above it, as the screen's opening frame and the live layout
   * each show it, so a tap made on the first stays when the second takes over.
   */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Custom Workout Loaded: {name}' with its Exercises, Phases and Pairing columns (folded). */
export function WorkoutInfoPanel({ workoutName, open, onOpenChange }: WorkoutInfoPanelProps) {
  const exercises = useSessionSelector((state) => state?.exercises ?? null);
  const phases = useSessionSelector((state) => state?.phases ?? null);
  const groups = useSessionSelector(
    (state) => (state ? pairGroups(state) : []),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  if (!exercises || !phases) return null;
  const nameOf = (id: string) => exercises.find((e) => e.id === id)?.name ?? id;
  return (
    <details
      className="workout-info"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
      }}
    >
      <summary>{sessionMessages.customWorkoutLoaded(workoutName)}</summary>
      <div className="workout-info-columns">
        <div>
          <h2>{m.exercisesColumn}</h2>
          <ol>
            {exercises.map((e) => (
              <li key={e.id}>
                {e.name}{' '}
                {e.pairing ? (
                  <span className="pair-chip" style={{ background: e.pairColor ?? undefined }}>
                    {e.pairing.toUpperCase()}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h2>{m.phasesColumn}</h2>
          <ul className="plain-list">
            {phases.map((p) => (
              <li key={p.id}>{m.phaseCount(shownPhaseName(p.name), p.exerciseIds.length)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{m.pairingColumn}</h2>
          <ul className="plain-list">
            {groups.map((g) => (
              <li key={g.letter}>
                <span className="pair-chip" style={{ background: g.color }}>
                  {g.letter.toUpperCase()}
                </span>{' '}
                {g.exerciseIds.map(nameOf).join(' + ')}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
