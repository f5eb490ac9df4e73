import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionClockTile } from './session-clock-tile';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2026-01-05T09:10:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SessionClockTile', () => {
  it('counts down from 55:00 at the session start time', () => {
    render(<SessionClockTile startedAt="2026-01-05T09:00:00.000Z" />);
    expect(screen.getByRole('timer', { name: 'Session clock' }).textContent).toContain('45:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer', { name: 'Session clock' }).textContent).toContain('43:59');
  });

  it('shows the full 55 minutes before the session starts', () => {
    render(<SessionClockTile startedAt={null} />);
    expect(screen.getByText('55:00')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
  });
});
