import { registrationMessages, type User } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { setLocale, useLocale } from '@/lib/i18n/locale';
import { clientAreaMessages as m } from '@/messages';
import { ProfileDialog } from './profile-dialog';

const calls = vi.hoisted(() => ({ update: vi.fn(), setUser: vi.fn() }));
/** The signed-in user, when a test needs another than Casey. */
const signedIn = vi.hoisted(() => ({ user: null as User | null }));

const casey: User = {
  id: 'u-1',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: null,
  role: 'client',
  gender: null,
  dateOfBirth: null,
  weightKg: 70,
  heightCm: null,
  coachSetupNotice: false,
  unit: null,
  gymUnit: 'kg',
  showNameOnTv: true,
};

vi.mock('@/lib/auth/auth-provider', () => ({
  useAuth: () => ({ user: signedIn.user ?? casey, setUser: calls.setUser }),
}));
vi.mock('../api/update-profile', () => ({ updateProfile: calls.update }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn() } }));

/** The dialog under a root keyed by the language, as the app's screens are (app/app.tsx). */
function LocaleKeyed({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleKeyed>
        <ProfileDialog open onOpenChange={onOpenChange} />
      </LocaleKeyed>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: m.save }));
/** The message a field's screen reader hears after its label. */
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  signedIn.user = null;
});

const unitChoice = (name: string) => screen.getByRole('radio', { name });

describe('ProfileDialog', () => {
  it('says under each field what is wrong, in words, and sends nothing', async () => {
    renderDialog();
    type(m.firstName, ' ');
    type(m.heightCm, '301');
    type(m.weightKg, '0');
    save();
    await waitFor(() => expect(errorOf(m.heightCm)).toBe(registrationMessages.heightTooHigh));
    expect(errorOf(m.firstName)).toBe(registrationMessages.firstNameRequired);
    expect(errorOf(m.weightKg)).toBe(registrationMessages.weightNotPositive);
    expect(field(m.heightCm).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/heightCm|expected number/)).toBeNull();
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('keeps digits and the dot, and saves numbers with an empty surname as null', async () => {
    calls.update.mockResolvedValue({ ...casey, weightKg: 70.5, heightCm: 180 });
    const onOpenChange = renderDialog();
    type(m.weightKg, '7x0.5 kg');
    expect(field(m.weightKg).value).toBe('70.5');
    type(m.heightCm, '180');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith('u-1', {
      firstName: 'Casey',
      lastName: null,
      weightKg: 70.5,
      heightCm: 180,
      unit: null,
      showNameOnTv: true,
    });
    expect(calls.setUser).toHaveBeenCalledWith({ ...casey, weightKg: 70.5, heightCm: 180 });
  });

  it("offers the gym's unit, named, kg and lb, and saves the choice for every screen", async () => {
    const inPounds = { ...casey, unit: 'lb' as const };
    calls.update.mockResolvedValue(inPounds);
    const onOpenChange = renderDialog();
    const group = screen.getByRole('radiogroup', { name: m.weightUnit });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Gym default (kg)', 'kg', 'lb']);
    expect(unitChoice('Gym default (kg)').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(unitChoice('lb'));
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith('u-1', expect.objectContaining({ unit: 'lb' }));
    // The saved user is the signed-in one now: useWeightUnit reads lb everywhere.
    expect(calls.setUser).toHaveBeenCalledWith(inPounds);
  });

  it('shows their name on the gym TV until they turn it off, and saves the choice', async () => {
    calls.update.mockResolvedValue({ ...casey, showNameOnTv: false });
    const onOpenChange = renderDialog();
    const toggle = screen.getByRole('switch', { name: m.showNameOnTv });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith(
      'u-1',
      expect.objectContaining({ showNameOnTv: false }),
    );
    expect(calls.setUser).toHaveBeenCalledWith({ ...casey, showNameOnTv: false });
  });

  it("goes back to following the gym's unit, sent as none of its own", async () => {
    signedIn.user = { ...casey, unit: 'kg', gymUnit: 'lb' };
    calls.update.mockResolvedValue({ ...casey, unit: null, gymUnit: 'lb' });
    const onOpenChange = renderDialog();
    expect(unitChoice('kg').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(unitChoice('Gym default (lb)'));
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith('u-1', expect.objectContaining({ unit: null }));
  });

  it('puts a field the server refuses under that field', async () => {
    calls.update.mockRejectedValueOnce(
      new ApiClientError(400, {
        error: 'VALIDATION',
        issues: [{ path: 'heightCm', message: registrationMessages.heightTooHigh }],
      }),
    );
    renderDialog();
    type(m.heightCm, '250');
    save();
    await waitFor(() => expect(errorOf(m.heightCm)).toBe(registrationMessages.heightTooHigh));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows itself in Spanish once the client presses Español, and keeps the choice', async () => {
    renderDialog();
    try {
      const english = screen.getByRole('button', { name: 'English' });
      expect(english.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Español' }));
      expect(await screen.findByRole('dialog', { name: 'Ajustes del perfil' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
      expect(screen.getByLabelText('Apellidos')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(localStorage.getItem('levelup.locale')).toBe('es');
      expect(document.documentElement.lang).toBe('es');
    } finally {
      await setLocale('en');
      localStorage.removeItem('levelup.locale');
    }
    expect(await screen.findByRole('dialog', { name: m.profileTitle })).toBeTruthy();
  });

  it('closes from its Close button, asking first when something changed', async () => {
    const onOpenChange = renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.click(close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    type(m.firstName, 'Cass');
    fireEvent.click(close);
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
