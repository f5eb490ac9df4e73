import type { User } from '@levelup/shared';
import type { UnseenOverwrite } from '@levelup/shared/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AuthAs, coach } from '../testing/auth-as';
import { fakeSession, gridState } from '../testing/fake-session';
import {
  OVERWRITE_MARK_MS,
  OverwriteNoticesProvider,
  useCellOverwritten,
} from './overwrite-notices';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A socket that plays another device's late edit when the test says. */
function lateEdits() {
  const listeners = new Set<(overwrite: UnseenOverwrite) => void>();
  const state = gridState(2, 1);
  return {
    socket: {
      state,
      onOverwrite(listener: (overwrite: UnseenOverwrite) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    replace(userId: string, was: number, now: number) {
      const cell = state.cells.e0?.[userId];
      if (!cell) throw new Error(`no cell for ${userId}`);
      const overwrite = {
        exerciseId: 'e0',
        userId,
        replaced: { ...cell, kg: was, reps: 5 },
        now: { ...cell, kg: now, reps: 5 },
      };
      act(() => {
        for (const listener of listeners) listener(overwrite);
      });
    },
    listening: () => listeners.size,
  };
}

/** The trainer's screen the notices live in, seen by `user`. */
function Screen({ user, children }: { user: User; children: ReactNode }) {
  return (
    <AuthAs user={user}>
      <SessionStoreProvider source={fakeSession(gridState(2, 1)).socket}>
        {children}
      </SessionStoreProvider>
    </AuthAs>
  );
}

function Cell({ userId }: { userId: string }) {
  const overwritten = useCellOverwritten('e0', userId);
  return <span data-testid={userId}>{overwritten ? 'marked' : 'plain'}</span>;
}

describe('overwrite notices', () => {
  it('marks the replaced cell for a moment and says what happened', () => {
    vi.useFakeTimers();
    const edits = lateEdits();
    const { unmount } = render(
      <Screen user={coach()}>
        <OverwriteNoticesProvider socket={edits.socket}>
          <Cell userId="c0" />
          <Cell userId="c1" />
        </OverwriteNoticesProvider>
      </Screen>,
    );
    edits.replace('c0', 70, 60);
    expect(screen.getByTestId('c0').textContent).toBe('marked');
    expect(screen.getByTestId('c1').textContent).toBe('plain');
    expect(screen.getByRole('status').textContent).toBe(
      'Exercise0 for Client0: 70 kg × 5 was replaced by an edit from a device that was offline.',
    );
    act(() => vi.advanceTimersByTime(OVERWRITE_MARK_MS));
    expect(screen.getByTestId('c0').textContent).toBe('plain');
    unmount();
    expect(edits.listening()).toBe(0);
  });

  it("says the replaced load in the coach's unit", () => {
    const edits = lateEdits();
    render(
      <Screen user={coach('lb')}>
        <OverwriteNoticesProvider socket={edits.socket}>
          <Cell userId="c0" />
        </OverwriteNoticesProvider>
      </Screen>,
    );
    edits.replace('c0', 102.0583, 60);
    expect(screen.getByRole('status').textContent).toBe(
      'Exercise0 for Client0: 225 lb × 5 was replaced by an edit from a device that was offline.',
    );
  });

  it('leaves cells plain outside the trainer’s grid', () => {
    render(<Cell userId="c0" />);
    expect(screen.getByTestId('c0').textContent).toBe('plain');
  });
});
