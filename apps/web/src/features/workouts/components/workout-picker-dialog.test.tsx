import type { WorkoutListItem } from '@levelup/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkoutPickerDialog } from './workout-picker-dialog';

function workout(name: string, useCount: number, lastUsedAt: string | null): WorkoutListItem {
  return {
    id: name.toLowerCase(),
    workoutName: name,
    workoutLevel: 'intermediate',
    ownerId: 'someone-else',
    phaseCount: 1,
    exerciseCount: 3,
    useCount,
    lastUsedAt,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
}

// As GET /api/workouts answers: most used first.
const list = [
  workout('Legs', 12, '2030-01-02T08:00:00.000Z'),
  workout('Push', 3, '2030-01-09T08:00:00.000Z'),
  workout('Arms', 0, null),
];

vi.mock('../api/get-workouts', () => ({
  useWorkouts: () => ({ isPending: false, isFetching: false, data: list }),
}));
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 'me' } }) }));

afterEach(cleanup);

describe('WorkoutPickerDialog', () => {
  it('lists the most used workouts from the sessions launched, with their counts', () => {
    render(
      <MemoryRouter>
        <WorkoutPickerDialog open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    const names = (section: string) =>
      within(screen.getByRole('region', { name: section }))
        .getAllByRole('button')
        .map((button) => button.querySelector('.wp-item-name')?.textContent);
    expect(names('Most Used Workouts')).toEqual(['Legs', 'Push']);
    expect(
      within(screen.getByRole('region', { name: 'Most Used Workouts' })).getByText(
        'Used 12 time(s)',
      ),
    ).toBeTruthy();
    expect(names('Last 10 Workouts')).toEqual(['Push', 'Legs']);
    expect(names('All Workouts')).toEqual(['Arms', 'Legs', 'Push']);
  });
});
