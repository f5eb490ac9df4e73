import { liveSessionMessages as m } from '@levelup/shared';
import type { SessionCellCard } from '@levelup/shared/coaching';

/** A summary card in words, the same in the live session's summary and the session history. */
export function summaryCardText(card: SessionCellCard): string {
  switch (card.kind) {
    case 'skip':
      return m.skip;
    case 'pr':
      return card.percent === null ? m.pr : `${m.pr} ${m.percent(card.percent)}`;
    case 'verified':
      return card.percent === null ? m.verified : `${m.verified} ${m.percent(card.percent)}`;
    case 'complete':
      return m.complete;
    case 'not-done':
      return m.notDone;
  }
}
