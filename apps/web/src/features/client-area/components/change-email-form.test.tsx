import { emailChangeMessages as m, serverMessages } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { ChangeEmailForm } from './change-email-form';

const calls = vi.hoisted(() => ({ request: vi.fn() }));

vi.mock('../api/request-email-change', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useRequestEmailChange: () => useMutation({ mutationFn: calls.request }) };
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangeEmailForm userId="u-1" email="client@example.com" />
    </QueryClientProvider>,
  );
}

function fill(newEmail: string, currentPassword: string) {
  fireEvent.change(screen.getByLabelText(m.newEmailLabel), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText(m.currentPasswordLabel), {
    target: { value: currentPassword },
  });
  fireEvent.click(screen.getByRole('button', { name: m.send }));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ChangeEmailForm', () => {
  it('shows the current email and asks nothing of the server for a bad form', async () => {
    renderForm();
    expect(screen.getByText(m.currentEmail('client@example.com'))).toBeTruthy();
    fill('not-an-email', '');
    expect(await screen.findByText(m.invalidEmail)).toBeTruthy();
    expect(screen.getByText(m.missingPassword)).toBeTruthy();
    expect(calls.request).not.toHaveBeenCalled();
  });

  it('sends the normalised email with the password and says where the link went', async () => {
    calls.request.mockResolvedValue({ sentTo: 'new@example.com' });
    renderForm();
    fill('  New@Example.com ', 'my-password');
    expect(await screen.findByText(m.sent('new@example.com'))).toBeTruthy();
    expect(calls.request.mock.calls[0]?.[0]).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'my-password',
    });
    // The password is not kept once the link is sent.
    expect(screen.getByLabelText<HTMLInputElement>(m.currentPasswordLabel).value).toBe('');
  });

  it('puts a wrong password under its field, and other refusals under the form', async () => {
    calls.request.mockRejectedValueOnce(
      new ApiClientError(400, {
        error: 'INVALID_SECRET',
        message: serverMessages.wrongPassword,
        issues: [{ path: 'currentPassword', message: serverMessages.wrongPassword }],
      }),
    );
    renderForm();
    fill('new@example.com', 'wrong');
    expect(await screen.findByText(serverMessages.wrongPassword)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    calls.request.mockRejectedValueOnce(
      new ApiClientError(409, { error: 'CONFLICT', message: serverMessages.emailTaken }),
    );
    fill('taken@example.com', 'right');
    expect((await screen.findByRole('alert')).textContent).toBe(serverMessages.emailTaken);
  });
});
