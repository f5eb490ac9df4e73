import {
  DEFAULT_GYM_SETTINGS,
  type GymSettings,
  type GymSettingsResponse,
  type User,
} from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ToastHost } from '@/lib/toast';
import { fakeAuthSession } from '@/testing/auth-session';
import { trainer } from '@/testing/users';
import { GymSettingsScreen } from '../routes/gym-settings';

/** The signed-in trainer. */
export const coach: User = trainer;

/** GET /api/gym/settings's answer for a gym with `settings`, to an admin unless told. */
export function settingsAnswer(
  settings: GymSettings = DEFAULT_GYM_SETTINGS,
  canEdit = true,
): GymSettingsResponse {
  return {
    gym: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Iron Works' },
    settings,
    canEdit,
  };
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/**
 * A stand-in for the server: GET answers `get`, PUT answers what `put` makes of the body (by
 * default the body saved, as the API does); every call is recorded. A PUT's answer may wait for
 * `release` (a test's slow server).
 */
export function fakeSettingsServer(
  get: () => Answer,
  put: (body: GymSettings) => Answer = (body) => ({ status: 200, body: settingsAnswer(body) }),
  { release }: { release?: Promise<void> } = {},
) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    let answer: Answer = { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
    if (url === '/api/gym/settings' && method === 'GET') answer = get();
    if (url === '/api/gym/settings' && method === 'PUT') {
      await release;
      answer = put(body);
    }
    // The person's own unit, saved with their profile.
    if (url === `/api/users/${coach.id}` && method === 'PUT') {
      answer = { status: 200, body: { ...coach, ...body } };
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { fetch, calls, puts };
}

/** Renders /trainer/settings signed in as `user`; `setUser` records the auth user's updates. */
export function renderSettings(user: User = coach) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth = fakeAuthSession({ status: 'signedIn', user });
  const setUser = vi.fn();
  auth.session.setUser = setUser;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={auth.session}>
        <GymSettingsScreen />
        <ToastHost />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, setUser };
}
