import { createSessionState } from '@levelup/shared/session';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamScores } from '../../components/team-scores';
import { fakeSession } from '../../testing/fake-session';
import { renderSession } from '../../testing/render-session';
import { TvControls } from './tv-controls';

afterEach(cleanup);

function session() {
  return fakeSession(
    createSessionState({
      teams: [{ id: 'red', name: 'Red', colorHex: '#d62828', score: 4 }],
      clients: [{ id: 'ana', firstName: 'Ana', teamId: 'red' }],
      exercises: [{ id: 'squat', name: 'Back Squat' }],
    }),
  );
}

describe('TvControls', () => {
  it('sends the layout, rotation, metric and auto-scoring the coach picks', () => {
    const s = session();
    renderSession(s, <TvControls />);
    const layouts = screen.getByRole('radiogroup', { name: 'TV layout' });
    expect(within(layouts).getByRole('radio', { name: 'Grid' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(layouts).getByRole('radio', { name: 'Rotate' }));
    fireEvent.click(screen.getByRole('radio', { name: '30 s' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Best e1RM' }));
    fireEvent.change(screen.getByLabelText('e1RM exercise'), { target: { value: 'squat' } });
    fireEvent.click(screen.getByRole('radio', { name: '2 points per set' }));
    expect(s.sent.map((op) => [op.type, op.payload])).toEqual([
      ['cast:layout', { layout: 'rotate' }],
      ['cast:layout', { layout: 'rotate', rotateSeconds: 30 }],
      ['cast:leaderboard', { metric: 'e1rm', exerciseId: null }],
      ['cast:leaderboard', { metric: 'e1rm', exerciseId: 'squat' }],
      ['score:auto', { points: 2 }],
    ]);
    expect(s.socket.state?.castView).toEqual({
      layout: 'rotate',
      rotateSeconds: 30,
      metric: 'e1rm',
      metricExerciseId: 'squat',
    });
    // Pressing the chosen points again turns auto-scoring off.
    fireEvent.click(screen.getByRole('radio', { name: '2 points per set' }));
    expect(s.socket.state?.autoScorePoints).toBeUndefined();
  });
});

describe('TeamScores', () => {
  it('shows each team score and moves it a point with − and +', () => {
    const s = session();
    renderSession(s, <TeamScores />);
    expect(screen.getByText('Red: 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a point to Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a point to Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take a point from Red' }));
    expect(screen.getByText('Red: 5')).toBeTruthy();
  });
});
