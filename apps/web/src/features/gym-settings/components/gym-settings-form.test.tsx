import {
  DEFAULT_EQUIPMENT,
  DEFAULT_GYM_SETTINGS,
  DEFAULT_READINESS_RULE,
  type GymSettings,
  gymSettingsMessages as shared,
} from '@levelup/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gymSettingsScreenMessages as m } from '@/messages';
import {
  coach,
  fakeSettingsServer,
  renderSettings,
  settingsAnswer,
} from '../testing/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(...args: Parameters<typeof fakeSettingsServer>) {
  const server = fakeSettingsServer(...args);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const answering = (settings: GymSettings = DEFAULT_GYM_SETTINGS, canEdit = true) => ({
  status: 200,
  body: settingsAnswer(settings, canEdit),
});

/** A unit of the gym's own choice (the screen also offers the trainer theirs). */
const gymUnit = (unit: 'kg' | 'lb') =>
  within(screen.getByRole('radiogroup', { name: m.unitLabel })).getByRole('radio', { name: unit });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const save = () => fireEvent.click(button(m.save));
/** The message a field's screen reader hears after its name. */
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
const values = (name: RegExp) =>
  screen.getAllByRole('textbox', { name }).map((input) => (input as HTMLInputElement).value);

/** Renders the screen and waits for the settings to fill it. */
async function open(...args: Parameters<typeof fakeSettingsServer>) {
  const server = serve(...args);
  const view = renderSettings();
  await screen.findByRole('radiogroup', { name: m.unitLabel });
  return { server, ...view };
}

describe('the gym settings screen', () => {
  it('shows the gym, its unit, equipment and readiness rule, and a note on the defaults', async () => {
    serve(() => answering());
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(m.loading);
    expect(await screen.findByText(m.subtitle('Iron Works'))).toBeTruthy();
    // The form's code arrives with the settings.
    await screen.findByRole('radiogroup', { name: m.unitLabel });
    expect(gymUnit('kg').getAttribute('aria-checked')).toBe('true');
    expect(values(/^Bar \d \(kg\)$/)).toEqual(['20', '15', '10']);
    expect(values(/^Plate pair \d \(kg\)$/)).toEqual(['25', '20', '15', '10', '5', '2.5', '1.25']);
    expect(field(m.dumbbellStep('kg')).value).toBe('2.5');
    expect(field(m.dumbbellMax('kg')).value).toBe('50');
    expect(values(/from score$/)).toEqual(['70', '55', '40', '0']);
    expect(values(/load change/)).toEqual(['0', '-5', '-10', '-15']);
    expect(screen.getByText(m.ruleNote)).toBeTruthy();
  });

  it('refuses a gym with no plates, saying so, and sends nothing', async () => {
    const { server } = await open(() => answering());
    for (let n = 7; n >= 1; n--) fireEvent.click(button(m.removePlate(n)));
    expect(screen.queryAllByRole('textbox', { name: /^Plate pair/ })).toHaveLength(0);
    // The focus went to the add button rather than to the page's start.
    expect(document.activeElement).toBe(button(`+ ${m.addPlate}`));
    save();
    expect(await screen.findByText(shared.noPlates)).toBeTruthy();
    expect(server.puts()).toHaveLength(0);
  });

  it('refuses the same plate twice and a bar over 50 kg, under their fields', async () => {
    const { server } = await open(() => answering());
    type(m.plate(2, 'kg'), '25');
    type(m.bar(1, 'kg'), '60');
    save();
    expect(await screen.findByText(shared.duplicatePlates)).toBeTruthy();
    await waitFor(() => expect(errorOf(m.bar(1, 'kg'))).toBe(shared.barTooHeavy(50, 'kg')));
    expect(field(m.bar(1, 'kg')).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(m.bar(2, 'kg'))).toBeUndefined();
    expect(server.puts()).toHaveLength(0);

    // Fixed, the messages go as the coach types (the form was submitted once).
    type(m.bar(1, 'kg'), '20');
    await waitFor(() => expect(errorOf(m.bar(1, 'kg'))).toBeUndefined());
  });

  it('says a new band left blank is no score, then what else is wrong', async () => {
    await open(() => answering());
    fireEvent.click(button(`+ ${m.addBand}`));
    expect(values(/from score$/)).toEqual(['70', '55', '40', '0', '']);
    await waitFor(() => expect(document.activeElement).toBe(field(m.bandScore(5))));
    save();
    await waitFor(() => expect(errorOf(m.bandScore(5))).toBe(shared.ruleScoreRange));
    expect(errorOf(m.bandPercent(5))).toBe(shared.rulePercentRange(-50, 20));

    type(m.bandScore(5), '55');
    type(m.bandPercent(5), '-5');
    save();
    expect(await screen.findByText(shared.ruleDuplicateScores)).toBeTruthy();
    fireEvent.click(button(m.removeBand(5)));
    await waitFor(() => expect(screen.queryByText(shared.ruleDuplicateScores)).toBeNull());
    // The focus went to the band now last, not to the page's start.
    expect(document.activeElement).toBe(field(m.bandScore(4)));
  });

  it('swaps in the usual pound equipment when the gym had the usual kg equipment', async () => {
    await open(() => answering());
    fireEvent.click(gymUnit('lb'));
    expect(values(/^Bar \d \(lb\)$/)).toEqual(['45', '35']);
    expect(values(/^Plate pair \d+ \(lb\)$/)).toEqual(['45', '35', '25', '10', '5', '2.5']);
    expect(field(m.dumbbellStep('lb')).value).toBe('5');
    expect(field(m.dumbbellMax('lb')).value).toBe('120');
    expect(screen.getByText(m.swappedDefaults('lb'))).toBeTruthy();
    // And back: still the usual equipment, so the kg one returns.
    fireEvent.click(gymUnit('kg'));
    expect(values(/^Bar \d \(kg\)$/)).toEqual(['20', '15', '10']);
  });

  it("keeps a coach's own equipment on a change of unit, says so, and offers the usual one", async () => {
    const own = { ...DEFAULT_EQUIPMENT.kg, bars: [20, 7] };
    await open(() => answering({ ...DEFAULT_GYM_SETTINGS, equipment: own }));
    fireEvent.click(gymUnit('lb'));
    expect(values(/^Bar \d \(lb\)$/)).toEqual(['20', '7']);
    expect(screen.getByText(m.keptValues('lb'))).toBeTruthy();
    fireEvent.click(button(m.usualEquipment('lb')));
    expect(values(/^Bar \d \(lb\)$/)).toEqual(['45', '35']);
    expect(screen.getByText(m.swappedDefaults('lb'))).toBeTruthy();
  });

  it('saves once however often Save is pressed, toasts, and moves the trainer to the new unit', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { server, setUser } = await open(() => answering(), undefined, { release: slow });
    fireEvent.click(gymUnit('lb'));
    // Both presses before React re-renders the button busy: a double click's.
    act(() => {
      save();
      save();
    });
    await waitFor(() => expect(button(m.save).hasAttribute('disabled')).toBe(true));
    save();
    release();
    expect(await screen.findByText(m.saved)).toBeTruthy();
    expect(server.puts()).toHaveLength(1);
    expect(server.puts()[0]?.body).toEqual({
      unit: 'lb',
      equipment: DEFAULT_EQUIPMENT.lb,
      readinessRule: DEFAULT_READINESS_RULE,
    });
    expect(setUser).toHaveBeenCalledWith({ ...coach, gymUnit: 'lb' });
    await waitFor(() => expect(button(m.save).hasAttribute('disabled')).toBe(false));
  });

  it("puts the API's refusal under the field it names", async () => {
    await open(
      () => answering(),
      () => ({
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'Validation failed',
          issues: [{ path: 'equipment.plates.1', message: shared.plateRange(50, 'kg') }],
        },
      }),
    );
    save();
    await waitFor(() => expect(errorOf(m.plate(2, 'kg'))).toBe(shared.plateRange(50, 'kg')));
    expect(screen.queryByText(m.saveFailed)).toBeNull();
  });

  it('toasts a refusal of who may save, and any other failure', async () => {
    let status = 403;
    await open(
      () => answering(),
      () => ({ status, body: { error: 'FORBIDDEN', message: shared.notGymAdmin } }),
    );
    save();
    expect(await screen.findByText(shared.notGymAdmin)).toBeTruthy();
    status = 500;
    await waitFor(() => expect(button(m.save).hasAttribute('disabled')).toBe(false));
    save();
    expect(await screen.findByText(m.saveFailed)).toBeTruthy();
  });

  it("shows a trainer who is not the gym's admin the same values, read-only, and why", async () => {
    const { server } = await open(() =>
      answering({ ...DEFAULT_GYM_SETTINGS, unit: 'lb', equipment: DEFAULT_EQUIPMENT.lb }, false),
    );
    // In the form, not a toast: the rest of the screen is the form's.
    const form = screen.getByRole('form', { name: m.title });
    expect(within(form).getByText(shared.notGymAdmin)).toBeTruthy();
    expect(values(/^Bar \d \(lb\)$/)).toEqual(['45', '35']);
    for (const input of screen.getAllByRole('textbox')) {
      expect(
        (input as HTMLInputElement).disabled || input.closest('fieldset:disabled'),
      ).toBeTruthy();
    }
    expect(gymUnit('lb').getAttribute('aria-checked')).toBe('true');
    expect(gymUnit('kg').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: m.save })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove|^\+ Add/ })).toBeNull();
    expect(server.puts()).toHaveLength(0);
  });

  it('says when the settings could not be read, and reads them again on Try again', async () => {
    let status = 500;
    const server = serve(() =>
      status === 200 ? answering() : { status, body: { error: 'INTERNAL', message: 'Boom' } },
    );
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.loadFailed);
    status = 200;
    fireEvent.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await screen.findByRole('radiogroup', { name: m.unitLabel })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});

describe('your unit', () => {
  it("saves the trainer's own unit at once, and every screen follows it", async () => {
    const server = serve(() => answering());
    const { setUser } = renderSettings();
    const own = screen.getByRole('radiogroup', { name: m.ownUnitTitle });
    const gymDefault = within(own).getByRole('radio', { name: m.gymDefaultUnit('kg') });
    expect(gymDefault.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(own).getByRole('radio', { name: 'lb' }));
    await waitFor(() => expect(setUser).toHaveBeenCalledWith({ ...coach, unit: 'lb' }));
    expect(server.puts()).toEqual([
      { method: 'PUT', url: `/api/users/${coach.id}`, body: { unit: 'lb' } },
    ]);
    expect(await screen.findByText(m.ownUnitSaved)).toBeTruthy();
  });
});
