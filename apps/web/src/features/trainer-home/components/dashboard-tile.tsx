import { trainerHomeMessages as m } from '@levelup/shared';
import { useId } from 'react';
import type { DashboardTile } from '../model/tiles';

interface DashboardTileButtonProps {
  tile: DashboardTile;
  onSelect: (tile: DashboardTile) => void;
}

/**
 * One dashboard tile: its title, hotkey and WIP or TODO mark; disabled tiles cannot be chosen.
 * The title names the button and the mark describes it, so a screen reader says 'Intake' first.
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
      aria-describedby={tile.mark ? `${id}-mark` : undefined}
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
        {tile.mark ? (
          <span
            id={`${id}-mark`}
            className={`dashboard-tile-mark dashboard-tile-mark-${tile.mark.toLowerCase()}`}
          >
            {tile.mark === 'WIP' ? m.wip : m.todo}
            <span className="visually-hidden">
              {`, ${tile.mark === 'WIP' ? m.wipLabel : m.todoLabel}`}
            </span>
          </span>
        ) : null}
      </span>
      <span id={`${id}-title`} className="dashboard-tile-title">
        {tile.title}
      </span>
    </button>
  );
}
