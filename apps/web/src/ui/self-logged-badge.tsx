import type { ImportFormat } from '@levelup/shared';
import { historyMessages as m } from '@/messages';

/** The app each export comes from, by its name. */
const APP_OF: Record<ImportFormat, string> = {
  'strong-legacy': 'Strong',
  strong: 'Strong',
  hevy: 'Hevy',
};

/**
 * Marks training a client logged on their own (not a coach's session), in words: logged here, or
 * imported from another app's export.
 */
export function SelfLoggedBadge({ importedFrom = null }: { importedFrom?: ImportFormat | null }) {
  return (
    <span className="self-logged-badge">
      {importedFrom ? m.importedFrom(APP_OF[importedFrom]) : m.selfLogged}
    </span>
  );
}
