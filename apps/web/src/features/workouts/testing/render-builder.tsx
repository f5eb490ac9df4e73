import type { ExerciseListItem, User, WorkoutListItem } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ToastHost } from '@/lib/toast';
import { fakeAuthSession } from '@/testing/auth-session';
import { trainer } from '@/testing/users';
import { AlertProvider } from '@/ui/alert-dialog';
import {
  type ExerciseWizardProps,
  ExerciseWizardSlotProvider,
} from '../components/exercise-wizard-slot';
import { WorkoutBuilderScreen } from '../routes/workout-builder';

/** The signed-in trainer. */
export const coach: User = trainer;

const exercise = (n: number, name: string, type: ExerciseListItem['type']): ExerciseListItem => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  name,
  type,
  pattern: null,
  primaryMuscles: [],
  secondaryMuscles: [],
});

export const library = {
  squat: exercise(1, 'Back Squat', 'compound'),
  bench: exercise(2, 'Bench Press', 'compound'),
  curl: exercise(3, 'Barbell Curl', 'accessory'),
  raise: exercise(4, 'Lateral Raise', 'accessory'),
};

export function listItem(n: number, patch: Partial<WorkoutListItem> = {}): WorkoutListItem {
  return {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    workoutName: `Workout ${n}`,
    workoutLevel: 'beginner',
    ownerId: coach.id,
    phaseCount: 1,
    exerciseCount: 2,
    useCount: 0,
    lastUsedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    ...patch,
  };
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown };
export type FakeRoutes = Record<string, (call: FakeCall) => Answer>;

/**
 * A stand-in for the server: `routes` maps 'METHOD /path' (without the query) to an answer; every
 * call is recorded. GET /api/exercises answers the small library unless overridden.
 */
export function fakeServer(routes: FakeRoutes = {}) {
  const calls: FakeCall[] = [];
  const all: FakeRoutes = {
    'GET /api/exercises': () => ({ status: 200, body: Object.values(library) }),
    'GET /api/workouts': () => ({ status: 200, body: [] }),
    ...routes,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const call = { method, url, body, headers };
    calls.push(call);
    const route = all[`${method} ${url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`];
    const answer = route ? route(call) : { status: 404, body: { error: 'NOT_FOUND' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** Screens the builder leaves for, each a heading the tests look for. */
const elsewhere = (title: string): ReactNode => <h1>{title}</h1>;

interface RenderOptions {
  user?: User;
  /** Fills the '+ Create New' slot, as the app does with the exercise wizard. */
  wizard?: ComponentType<ExerciseWizardProps>;
}

/** Renders the builder route (and the places it navigates to) at `path`, signed in as `user`. */
export function renderBuilder(
  path = '/trainer/workouts/new',
  { user = coach, wizard }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/trainer/workouts/new', element: <WorkoutBuilderScreen /> },
      { path: '/trainer/workouts/:id', element: <WorkoutBuilderScreen /> },
      { path: '/trainer', element: elsewhere('Trainer home') },
      { path: '/trainer/session', element: elsewhere('Session start') },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={fakeAuthSession({ status: 'signedIn', user }).session}>
        <AlertProvider>
          {wizard ? (
            <ExerciseWizardSlotProvider wizard={wizard}>
              <RouterProvider router={router} />
            </ExerciseWizardSlotProvider>
          ) : (
            <RouterProvider router={router} />
          )}
          <ToastHost />
        </AlertProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
