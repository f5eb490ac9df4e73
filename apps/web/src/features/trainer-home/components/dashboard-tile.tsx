import { trainerHomeMessages as m } from '@levelup/shared';
import { useId } from 'react';
import type { DashboardTile } from '../model/tiles';

interface DashboardTileButtonProps {
  tile: DashboardTile;
  onSelect: (tile: DashboardTile) => void;
}

/**
 * One dashboard tile: its title and hotkey; a disabled tile cannot be chosen and says it is coming
 * soon. The title names the button and the note describes it, so a screen reader says the title first.
 */
export function DashboardTileButton({ tile, onSelect }: DashboardTileButtonProps) {
  const id = useId();
  return (
    <button
      type="button"
      className={`dashboard-tile${tile.disabled ? ' dashboard-tile-disabled' : ''}`}
      disabled={tile.disabled}
      aria-keyshortcuts={tile.hotkey}
      aria-labelledby={`${id}-title`}
      aria-describedby={tile.disabled ? `${id}-soon` : undefined}
      onClick={() => onSelect(tile)}
    >
      <span className="dashboard-tile-top">
        {tile.hotkey ? (
          <span className="dashboard-tile-key" aria-hidden="true">
            {tile.hotkey}
          </span>
        ) : (
          <span />
        )}
        {tile.disabled ? (
          <span id={`${id}-soon`} className="dashboard-tile-soon">
            {m.comingSoon}
          </span>
        ) : null}
      </span>
      <span id={`${id}-title`} className="dashboard-tile-title">
        {tile.title}
      </span>
    </button>
  );
}
