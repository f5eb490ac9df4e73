import { trainerHomeMessages as m } from '@/messages';
import type { DashboardTile } from '../model/tiles';

interface DashboardTileButtonProps {
  tile: DashboardTile;
  onSelect: (tile: DashboardTile) => void;
}

/**
 * One dashboard tile: its title and hotkey; a disabled tile cannot be chosen and says it is coming
 * soon. The button is named by all the text it shows (label in name, WCAG 2.5.3: a voice-control
 * user says what they see), title first so a screen reader says 'Intake' first: the title comes
 * first in the markup and the CSS puts it under the note and the key.
 */
export function DashboardTileButton({ tile, onSelect }: DashboardTileButtonProps) {
  return (
    <button
      type="button"
      className={`dashboard-tile${tile.disabled ? ' dashboard-tile-disabled' : ''}`}
      disabled={tile.disabled}
      aria-keyshortcuts={tile.hotkey}
      onClick={() => onSelect(tile)}
    >
      <span className="dashboard-tile-title">{tile.title}</span>{' '}
      <span className="dashboard-tile-top">
        {tile.disabled ? <span className="dashboard-tile-soon">{m.comingSoon}</span> : <span />}{' '}
        {tile.hotkey ? <span className="dashboard-tile-key">{tile.hotkey}</span> : null}
      </span>
    </button>
  );
}
