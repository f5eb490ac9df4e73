import { liveSessionMessages } from '@levelup/shared';
import type { SessionExercise } from '@levelup/shared/session';
import { athleteSessionMessages as m } from '@/messages';

/** The exercise's station letter in its pair colour, as the grid and the TV show it. */
export function StationBadge({ exercise }: { exercise: SessionExercise }) {
  if (exercise.pairing === null) {
    return (
      <span className="athlete-station is-unpaired" title={m.unpaired}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{m.unpaired}</span>
      </span>
    );
  }
  return (
    <span
      className="athlete-station"
      style={exercise.pairColor ? { background: exercise.pairColor } : undefined}
    >
      <span aria-hidden="true">{exercise.pairing.toUpperCase()}</span>
      <span className="visually-hidden">{liveSessionMessages.station(exercise.pairing)}</span>
    </span>
  );
}
