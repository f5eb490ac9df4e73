import type { TimerSync } from '@levelup/shared/timer';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimerAudio } from '../model/timer-audio';
import type { TimerCue } from '../model/timer-cues';
import { TimerTile } from './timer-tile';

/** A speaker that only writes down what it was asked to play, and when. */
function recordingAudio(blocked = false) {
  const played: { cue: TimerCue; at: number }[] = [];
  let isBlocked = blocked;
  const listeners = new Set<() => void>();
  const audio: TimerAudio = {
    get blocked() {
      return isBlocked;
    },
    play: (cue) => played.push({ cue, at: performance.now() }),
    unlock: async () => {
      isBlocked = false;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {},
  };
  return { audio, played };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves time on one tick at a time, rendering after each, as a browser does. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => vi.advanceTimersByTime(Math.min(50, left)));
  }
}

describe('TimerTile on the trainer tablet', () => {
  it('starts, reports each change as a timer:sync, and beeps at 3, 2 and 1 s then whistles', () => {
    const { audio, played } = recordingAudio();
    const syncs: TimerSync[] = [];
    render(<TimerTile sessionId="s1" mode="trainer" audio={audio} onSync={(s) => syncs.push(s)} />);
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(syncs.at(-1)).toEqual({ phase: 'idle', remainingMs: 0, isRunning: false });

    const start = performance.now();
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(syncs.at(-1)).toEqual({ phase: 'prepare', remainingMs: 10_000, isRunning: true });
    expect(screen.getByText('0:10')).toBeTruthy();

    advance(10_050);
    expect(played.map((p) => [p.cue, Math.round((p.at - start) / 100) * 100])).toEqual([
      ['beep', 7_000],
      ['beep', 8_000],
      ['beep', 9_000],
      ['whistle', 10_000],
    ]);
    expect(syncs.at(-1)?.phase).toBe('work');
    const syncsWhileRunning = syncs.length;
    advance(2_000);
    // Ticks alone send nothing: the TV counts down itself.
    expect(syncs).toHaveLength(syncsWhileRunning);

    fireEvent.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(syncs.at(-1)).toMatchObject({ phase: 'paused', isRunning: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next timer phase' }));
    expect(syncs.at(-1)).toEqual({ phase: 'paused', remainingMs: 60_000, isRunning: false });
    fireEvent.click(screen.getByRole('button', { name: 'Previous timer phase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume timer' }));
    expect(syncs.at(-1)).toMatchObject({ phase: 'work', isRunning: true });
  });

  it('flashes the border in the last 5 s of a phase', () => {
    const { audio } = recordingAudio();
    const { container } = render(<TimerTile sessionId="s1" mode="trainer" audio={audio} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    const tile = container.querySelector('.timer-tile');
    advance(4_900);
    expect(tile?.classList.contains('timer-tile-flash')).toBe(false);
    advance(200);
    expect(tile?.classList.contains('timer-tile-flash')).toBe(true);
  });

  it('opens the Timer config modal from the face with the defaults, and saves a change', async () => {
    const { audio } = recordingAudio();
    render(<TimerTile sessionId="s1" mode="trainer" audio={audio} />);
    fireEvent.click(screen.getByRole('button', { name: /Timer settings/ }));
    // The modal's code loads on the first tap.
    await act(async () => {
      await import('./timer-config-dialog');
    });
    const values = ['Prepare', 'Work', 'Rest', 'Cycles', 'Sets', 'Set Rest'].map(
      (label) => (screen.getByRole('spinbutton', { name: label }) as HTMLInputElement).value,
    );
    expect(values).toEqual(['10', '60', '60', '6', '6', '60']);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Prepare' }), { detail: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(screen.getByText('0:09')).toBeTruthy();
  });
});

describe('TimerTile on the TV', () => {
  it('shows the synced phase and counts down between syncs, beeping at 3, 2 and 1 s', () => {
    const { audio, played } = recordingAudio();
    const sync: TimerSync = { phase: 'work', remainingMs: 4_500, isRunning: true };
    const { rerender } = render(<TimerTile sessionId="s1" mode="cast" sync={sync} audio={audio} />);
    expect(screen.getByText('Work')).toBeTruthy();
    expect(screen.getByText('0:05')).toBeTruthy();
    advance(1_000);
    expect(screen.getByText('0:04')).toBeTruthy();
    expect(played.map((p) => p.cue)).toEqual([]);
    advance(3_600);
    expect(played.map((p) => p.cue)).toEqual(['beep', 'beep', 'beep']);
    expect(screen.getByText('0:00')).toBeTruthy();

    rerender(
      <TimerTile
        sessionId="s1"
        mode="cast"
        sync={{ phase: 'rest', remainingMs: 60_000, isRunning: true }}
        audio={audio}
      />,
    );
    expect(played.map((p) => p.cue)).toEqual(['beep', 'beep', 'beep', 'bell']);
    rerender(
      <TimerTile
        sessionId="s1"
        mode="cast"
        sync={{ phase: 'paused', remainingMs: 58_000, isRunning: false }}
        audio={audio}
      />,
    );
    advance(5_000);
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByText('0:58')).toBeTruthy();
  });

  it('asks once for a tap when the browser blocks sound', async () => {
    const { audio } = recordingAudio(true);
    render(<TimerTile sessionId="s1" mode="cast" sync={null} audio={audio} />);
    expect(screen.getByText('Ready')).toBeTruthy();
    const tap = screen.getByRole('button', { name: /Tap to enable sound/ });
    await act(async () => {
      fireEvent.click(tap);
    });
    expect(screen.queryByRole('button', { name: /Tap to enable sound/ })).toBeNull();
  });
});
