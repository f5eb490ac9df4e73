import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AuthAs } from '../testing/auth-as';
import { fakeSession, gridState } from '../testing/fake-session';
import { renderSession } from '../testing/render-session';
import { SessionGrid } from './session-grid';

afterEach(cleanup);

/** A grid with Riley Tan, who chose initials on the TV, Sam, who did not, and Kai (no surname). */
function sessionWithChoices() {
  const session = fakeSession(gridState(0, 1));
  session.receive('clients:add', {
    clientIds: ['r1', 's1', 'k1'],
    clients: [
      { id: 'r1', firstName: 'Riley', lastInitial: 'T', tvInitials: true },
      { id: 's1', firstName: 'Sam', lastInitial: 'P' },
      { id: 'k1', firstName: 'kai', tvInitials: true },
    ],
  });
  return session;
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('names on the gym TV (issue 31)', () => {
  it('shows a client who chose so by their initials on the TV', () => {
    const session = sessionWithChoices();
    render(
      <AuthAs user={null}>
        <SessionStoreProvider source={session.socket}>
          <SessionGrid mode="cast" />
        </SessionStoreProvider>
      </AuthAs>,
    );
    expect(headers()).toEqual(['Exercises', 'R. T.', 'Sam', 'K.']);
    expect(screen.getByRole('img', { name: 'Exercise0, R. T.: 0 kg, 0 reps' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Riley');
  });

  it("shows the coach every client's name", () => {
    renderSession(sessionWithChoices(), <SessionGrid mode="trainer" />);
    expect(headers()).toEqual(['Exercises', 'RileyKGReps', 'SamKGReps', 'kaiKGReps']);
    expect(screen.getByRole('button', { name: 'Exercise0, Riley: 0 kg, 0 reps' })).toBeTruthy();
  });
});
