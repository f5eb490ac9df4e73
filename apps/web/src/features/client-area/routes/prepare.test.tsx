import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';
import { AlertProvider } from '@/ui/alert-dialog';
import { lifestyleQueryOptions } from '../api/get-lifestyle';
import { PrepareScreen } from './prepare';

afterEach(cleanup);

/** The check-in as it paints while the session restores; `signIn` ends the restore. */
function renderWhileRestoring() {
  const { session, setState } = fakeAuthSession({ status: 'loading', user: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // No log yet today.
  queryClient.setQueryData(lifestyleQueryOptions(client.id).queryKey, []);
  const router = createMemoryRouter([{ path: '/client/prepare', element: <PrepareScreen /> }], {
    initialEntries: ['/client/prepare'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={session}>
        <AlertProvider>
          <RouterProvider router={router} />
        </AlertProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { signIn: () => act(() => setState({ status: 'signedIn', user: client })) };
}

const weightField = () => screen.getByLabelText<HTMLInputElement>(/Bodyweight/);

describe('PrepareScreen while the session restores', () => {
  it('paints the form, then takes the weight of the profile the restore brings', async () => {
    const { signIn } = renderWhileRestoring();
    expect(await screen.findByRole('heading', { name: 'Prepare your Training' })).toBeTruthy();
    expect(weightField().value).toBe('');
    signIn();
    expect(weightField().value).toBe(String(client.weightKg));
  });

  it('keeps a weight the client typed before the restore answered', async () => {
    const { signIn } = renderWhileRestoring();
    fireEvent.change(await screen.findByLabelText(/Bodyweight/), { target: { value: '82.5' } });
    signIn();
    expect(weightField().value).toBe('82.5');
  });
});
