import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardGroups } from '../model/tiles';
import { DashboardTileButton } from './dashboard-tile';

afterEach(cleanup);

const tiles = dashboardGroups().flatMap((group) => group.tiles);

describe('DashboardTileButton', () => {
  it('shows trainers no WIP or TODO marks, and says a disabled tile is coming soon', () => {
    render(
      <ul>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <DashboardTileButton tile={tile} onSelect={vi.fn()} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.queryByText(/\b(WIP|TODO)\b/)).toBeNull();
    expect(screen.queryByText(/work in progress|not available yet/i)).toBeNull();
    // Named by all the text a tile shows, title first (label in name, WCAG 2.5.3).
    const later = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Client Communications Coming soon 9',
    });
    expect(later.disabled).toBe(true);
    expect(later.getAttribute('aria-keyshortcuts')).toBe('9');
    const intake = screen.getByRole<HTMLButtonElement>('button', { name: 'Intake 1' });
    expect(intake.disabled).toBe(false);
    expect(intake.textContent).not.toContain('Coming soon');
  });
});
