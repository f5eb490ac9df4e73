import { liveSetsMessages as s } from '@/messages';

/** The athlete's icon (a person): the grid's mark of their sets, and the set list's. */
export function AthleteIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A cell's mark while an athlete's set waits for the coach's check: the icon on a badge (a shape,
 * not a colour alone), said in words inside the cell's name (after the cell's progress).
 */
export function AthleteMark() {
  return (
    <span className="athlete-mark" title={s.athleteUnchecked}>
      <AthleteIcon />
      <span className="visually-hidden">{s.athleteUnchecked}</span>
    </span>
  );
}
