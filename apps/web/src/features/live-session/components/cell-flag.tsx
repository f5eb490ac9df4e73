import type { CellFlag } from '@levelup/shared/session';
import { liveCoachingMessages as c } from '@/messages';
import './coaching.css';

type CoachingFlag = keyof typeof c.flagNames;

/** The coaching flags the grid marks (ok and the trainer's blackout are not coaching). */
function isCoachingFlag(flag: CellFlag): flag is CoachingFlag {
  return Object.hasOwn(c.flagNames, flag);
}

/** A cell's coaching flag as words, for its label and the Alerts modal; null when none. */
export function flagName(flag: CellFlag): string | null {
  return isCoachingFlag(flag) ? c.flagNames[flag] : null;
}

/**
 * The flag a grid shows: the trainer sees every flag; the gym's TV only a record and a blackout,
 * since an injury or a poor check-in is the client's own business, not the room's.
 */
export function visibleFlag(flag: CellFlag, trainer: boolean): CellFlag {
  if (trainer || flag === 'pr-purple' || flag === 'blackout') return flag;
  return 'ok';
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
