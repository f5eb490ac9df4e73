import { liveSetsMessages as s } from '@/messages';
import { AthleteMark } from './athlete-mark';

interface CellProgressProps {
  done: number;
  total: number;
  /** An athlete's set waits for the coach's check (the trainer's grid alone says so). */
  athleteSet: boolean;
}

/**
 * How far a cell is: a bar and '2/4', on a line of its own under the current set's kg and reps
 * (a count beside the reps would read as one more number), with the athlete's mark after it. A
 * screen reader hears '2/4 sets done' in the cell's name. An athlete's set is always one of the
 * cell's sets, so the mark needs no place of its own.
 */
export function CellProgress({ done, total, athleteSet }: CellProgressProps) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <span className="cell-progress">
      <span className="progress-track" aria-hidden="true">
        <span className="progress-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="progress-count">{s.progress(done, total)}</span>
      <span className="visually-hidden">{` ${s.progressUnit}${athleteSet ? ', ' : ''}`}</span>
      {athleteSet ? <AthleteMark /> : null}
    </span>
  );
}
