import type { LoggedSet } from '@levelup/shared/session';
import { checkText } from '../model/set-words';

/** A shape per check, so the coach's verdict does not rest on its colour alone. */
const CHECK_ICONS: Record<LoggedSet['verification'], string> = {
  verified: 'M5 12.5l4.5 4.5L19 7.5',
  flagged: 'M6 21V4M6 4h11l-2.5 4L17 12H6',
  dnp: 'M6 6l12 12M18 6L6 18',
  none: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
};

/** A logged set's check as the athlete reads it: 'Verified by coach', 'Waiting for your coach'... */
export function SetCheck({ set }: { set: LoggedSet }) {
  return (
    <span className={`athlete-set-check check-${set.verification}`}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={CHECK_ICONS[set.verification]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {checkText(set)}
    </span>
  );
}
