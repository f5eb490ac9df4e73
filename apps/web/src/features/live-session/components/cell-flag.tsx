import { liveCoachingMessages as c } from '@levelup/shared';
import type { CellFlag } from '@levelup/shared/session';
import './coaching.css';

type CoachingFlag = keyof typeof c.flagNames;

/** The coaching flags the grid marks (ok and the trainer's blackout are not coaching). */
export function isCoachingFlag(flag: CellFlag): flag is CoachingFlag {
  return Object.hasOwn(c.flagNames, flag);
}

/** A cell's coaching flag as words, for its label and the Alerts modal; null when none. */
export function flagName(flag: CellFlag): string | null {
  return isCoachingFlag(flag) ? c.flagNames[flag] : null;
}

/** The coloured corner tag of a flagged cell, with its name (the colour alone says too little). */
export function CellFlagMark({ flag }: { flag: CellFlag }) {
  if (!isCoachingFlag(flag)) return null;
  return (
    <span className={`cell-flag cell-flag-${flag}`} aria-hidden="true">
      {c.flagNames[flag]}
    </span>
  );
}
