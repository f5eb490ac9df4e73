import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from '../model/draft-storage';
import {
  coach,
  type FakeRoutes,
  fakeServer,
  library,
  listItem,
  renderBuilder,
} from '../testing/render-builder';
import type { ExerciseWizardProps } from './exercise-wizard-slot';

let server: ReturnType<typeof fakeServer>;

function serve(routes: FakeRoutes = {}) {
  server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
}

beforeEach(() => {
  window.localStorage.clear();
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const click = (element: HTMLElement) => fireEvent.click(element);

/** GET /api/workouts/{id}'s answer: 'Push Day', advanced, one empty phase named Main. */
const storedWorkout = (id: string, ownerId: string) => ({
  id,
  ownerId,
  workoutName: 'Push Day',
  workoutLevel: 'advanced',
  phases: [{ id: 'phase-1', name: 'Main', exerciseIds: [], exerciseParams: {}, exercisePairs: [] }],
  activePhaseId: 'phase-1',
  groupClients: { clientsPerGroup: 1, maxClientsPerExercise: 1, sortBy: 'none' },
  exercises: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

async function addExercises(...names: string[]) {
  click(button('+ Add Exercise'));
  const picker = await screen.findByRole('dialog', { name: 'Add Exercise' });
  for (const name of names) {
    click(await within(picker).findByRole('button', { name: new RegExp(`^${name}`) }));
  }
  click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function nameWorkout(name: string) {
  click(button('Tap to name your workout'));
  const input = screen.getByPlaceholderText('Enter workout name...');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.submit(input);
}

describe('the workout builder', () => {
  it('edits the title inline: placeholder, unnamed text, Escape keeps the name', async () => {
    renderBuilder();
    expect(await screen.findByRole('button', { name: 'Tap to name your workout' })).toBeTruthy();
    expect(button('Save')).toBeTruthy();
    nameWorkout('Leg Day');
    expect(screen.getByRole('heading', { level: 1, name: 'Leg Day' })).toBeTruthy();
    expect(button('Save Leg Day')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Leg Day')));

    click(button('Leg Day'));
    const input = screen.getByPlaceholderText('Enter workout name...');
    fireEvent.change(input, { target: { value: 'Something else' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 1, name: 'Leg Day' })).toBeTruthy();
  });

  it('refuses a blank rename with the Invalid name alert and keeps the name', async () => {
    renderBuilder();
    await screen.findByText('1 of 5 phases');
    nameWorkout('Leg Day');
    click(button('Leg Day'));
    const input = screen.getByPlaceholderText('Enter workout name...');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    const alert = await screen.findByRole('alertdialog', { name: 'Invalid name' });
    expect(alert.textContent).toContain('Please enter a valid workout name.');
    click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeTruthy();
  });

  it('adds phases up to 5, hides + Add Phase at 5, renames and removes chips', async () => {
    renderBuilder();
    await screen.findByText('1 of 5 phases');
    expect(screen.queryByRole('button', { name: 'Remove Phase 1' })).toBeNull();
    for (let n = 2; n <= 5; n++) click(button('+ Add Phase'));
    expect(screen.getByText('5 of 5 phases')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add Phase' })).toBeNull();
    expect(button(/^Phase 5/).getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText('Select a phase to edit exercises. Long press or tap Edit to rename.'),
    ).toBeTruthy();

    click(button('Edit Phase 2'));
    const rename = screen.getByRole('textbox', { name: 'Phase name' });
    fireEvent.change(rename, { target: { value: 'Finisher' } });
    click(within(rename.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(button(/^Finisher/)).toBeTruthy();

    click(button('Edit Finisher'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phase name' }), {
      target: { value: 'Ignored' },
    });
    click(button('Cancel'));
    expect(button(/^Finisher/)).toBeTruthy();

    click(button('Remove Phase 5'));
    expect(screen.getByText('4 of 5 phases')).toBeTruthy();
    expect(button('+ Add Phase')).toBeTruthy();
    expect(button(/^Phase 1/).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches the library in Add Exercise and fills the table and footer', async () => {
    renderBuilder();
    expect(await screen.findByText('No exercises yet')).toBeTruthy();
    expect(screen.getByText('Tap “Add Exercise” to get started')).toBeTruthy();
    click(button('+ Add Exercise'));
    const picker = await screen.findByRole('dialog', { name: 'Add Exercise' });
    const search = within(picker).getByRole('searchbox', { name: 'Search exercises' });
    await within(picker).findByRole('button', { name: /^Back Squat/ });
    fireEvent.change(search, { target: { value: 'CURL' } });
    expect(within(picker).getAllByRole('button', { name: /Curl|Squat|Press|Raise/ })).toHaveLength(
      1,
    );
    fireEvent.change(search, { target: { value: 'deadlift' } });
    expect(within(picker).getByText('No exercises found.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    click(within(picker).getByRole('button', { name: /^Back Squat/ }));
    expect(
      within(picker)
        .getByRole('button', { name: /^Back Squat/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    click(within(picker).getByRole('button', { name: 'Done' }));

    expect(screen.getByText('1 exercise(s) in Phase 1')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Exercises in Phase 1' });
    for (const column of ['Exercise', 'Pair (0/8)', 'Warm-Up', 'Reps', 'Sets', 'RIR', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    click(button('Remove Back Squat'));
    expect(screen.getByText('No exercises yet')).toBeTruthy();
  });

  it('opens the cell and column editors with their titles, options and notes', async () => {
    renderBuilder();
    await addExercises('Back Squat', 'Barbell Curl');

    click(button(/^Edit Rep Range for Back Squat/));
    let editor = await dialog('Edit: Rep Range — Back Squat');
    expect(
      within(editor)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Standard', 'Custom']);
    click(within(editor).getByRole('checkbox', { name: 'Custom' }));
    const max = within(editor).getByLabelText('Maximum reps');
    fireEvent.change(max, { target: { value: '500' } });
    fireEvent.blur(max);
    expect((max as HTMLInputElement).value).toBe('200');
    click(within(editor).getByRole('button', { name: 'Save' }));
    expect(button(/^Edit Rep Range for Back Squat 8–200 Customised/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Rep Range Customised on 1/ })).toBeTruthy();

    click(button(/^Sets Standard/));
    editor = await dialog('Edit: Sets (All Exercises)');
    expect(within(editor).getAllByRole('checkbox')).toHaveLength(4);
    click(within(editor).getByRole('button', { name: 'Cancel' }));

    click(button(/^Edit RIR & Progression for Barbell Curl/));
    editor = await dialog('Edit: RIR & Progression — Barbell Curl');
    expect(within(editor).getByRole('checkbox', { name: 'Standard RIR progression' })).toBeTruthy();
    expect(
      within(editor).getByText(
        'Standard RIR progression rules applied based on client lifestyle and preferences.',
      ),
    ).toBeTruthy();
  });

  it('picks the level and the client grouping in their modals', async () => {
    renderBuilder();
    click(await screen.findByRole('button', { name: 'Workout Level: Select' }));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Advanced' }));
    expect(button('Workout Level: Advanced')).toBeTruthy();

    click(screen.getAllByRole('button', { name: 'Client Grouping' })[0] as HTMLElement);
    const grouping = await dialog('Client Grouping');
    const perGroup = within(grouping).getByLabelText('Clients per group');
    fireEvent.change(perGroup, { target: { value: '40' } });
    fireEvent.blur(perGroup);
    expect((perGroup as HTMLInputElement).value).toBe('12');
    click(within(grouping).getByRole('button', { name: 'Increase Max clients per exercise' }));
    fireEvent.change(within(grouping).getByLabelText('Sort by'), { target: { value: 'age' } });
    click(within(grouping).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('12 per group, 2 per exercise')).toBeTruthy();
  });

  it('checks the name, then the level, before saving', async () => {
    renderBuilder();
    click(await screen.findByRole('button', { name: 'Save Workout' }));
    let alert = await screen.findByRole('alertdialog', { name: 'Missing workout name' });
    expect(alert.textContent).toContain('Please enter a workout name before saving.');
    click(within(alert).getByRole('button', { name: 'OK' }));
    nameWorkout('Leg Day');
    click(button('Save Leg Day'));
    alert = await screen.findByRole('alertdialog', { name: 'Workout level required' });
    expect(alert.textContent).toContain('Please select a workout level before saving.');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a new workout, toasts Saved "{name}" and goes to /trainer', async () => {
    serve({ 'POST /api/workouts': () => ({ status: 201, body: { id: listItem(1).id } }) });
    const { router } = renderBuilder();
    await addExercises('Back Squat');
    nameWorkout('Leg Day');
    click(button('Workout Level: Select'));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Beginner' }));
    click(button('Save Workout'));

    expect(await screen.findByText('Saved "Leg Day"')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer'));
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      workoutName: 'Leg Day',
      workoutLevel: 'beginner',
      phases: [{ id: 'phase-1', exerciseIds: [library.squat.id] }],
    });
    expect(window.localStorage.getItem(draftStorageKey(coach.id, undefined))).toBeNull();
  });

  it('toasts the save failure and stays', async () => {
    serve({ 'POST /api/workouts': () => ({ status: 500, body: { error: 'INTERNAL' } }) });
    const { router } = renderBuilder();
    await screen.findByText('1 of 5 phases');
    nameWorkout('Leg Day');
    click(button('Workout Level: Select'));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Novice' }));
    click(button('Save Leg Day'));
    expect(await screen.findByText('Unable to save workout. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/trainer/workouts/new');
  });

  it('sends a save again after a failure with the same Idempotency-Key', async () => {
    let answers = 0;
    serve({
      'POST /api/workouts': () =>
        answers++ === 0
          ? { status: 500, body: { error: 'INTERNAL' } }
          : { status: 201, body: { id: listItem(1).id } },
    });
    renderBuilder();
    await screen.findByText('1 of 5 phases');
    nameWorkout('Arm Day');
    click(button('Workout Level: Select'));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Novice' }));
    click(button('Save Arm Day'));
    expect(await screen.findByText('Unable to save workout. Please try again.')).toBeTruthy();
    click(button('Save Arm Day'));
    expect(await screen.findByText('Saved "Arm Day"')).toBeTruthy();

    const keys = server.calls
      .filter((c) => c.method === 'POST')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
  });

  it('disables Save while saving: a double press saves once', async () => {
    serve();
    const answered = server.fetch;
    const pending: (() => void)[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return answered(input, init);
      void answered(input, init);
      return new Promise<Response>((resolve) => {
        pending.push(() => resolve(Response.json({ id: listItem(1).id }, { status: 201 })));
      });
    });
    renderBuilder();
    await screen.findByText('1 of 5 phases');
    nameWorkout('Pull Day');
    click(button('Workout Level: Select'));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Novice' }));
    // A double click: the second press comes before the button has re-rendered.
    click(button('Save Pull Day'));
    click(button('Save Pull Day'));
    await waitFor(() => expect((button('Save Pull Day') as HTMLButtonElement).disabled).toBe(true));
    expect((button('Save Workout') as HTMLButtonElement).disabled).toBe(true);
    click(button('Save Workout'));
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    for (const resolve of pending) resolve();
    expect(await screen.findByText('Saved "Pull Day"')).toBeTruthy();
  });

  it('loads a stored workout at /trainer/workouts/{id} and saves it with PUT', async () => {
    const id = listItem(7).id;
    serve({
      [`GET /api/workouts/${id}`]: () => ({ status: 200, body: storedWorkout(id, coach.id) }),
      [`PUT /api/workouts/${id}`]: () => ({ status: 200, body: { id } }),
    });
    renderBuilder(`/trainer/workouts/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeTruthy();
    expect(button('Workout Level: Advanced')).toBeTruthy();
    expect(button(/^Main/)).toBeTruthy();
    click(button('+ Add Phase'));
    click(button('Save Push Day'));
    expect(await screen.findByText('Saved "Push Day"')).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ phases: [{ id: 'phase-1' }, { id: 'phase-2' }] });
  });

  it("saves another coach's workout (also at ?id=) as a new workout of one's own", async () => {
    const id = listItem(8).id;
    serve({
      [`GET /api/workouts/${id}`]: () => ({
        status: 200,
        body: storedWorkout(id, '00000000-0000-4000-8000-000000000009'),
      }),
      'POST /api/workouts': () => ({ status: 201, body: { id: listItem(9).id } }),
    });
    renderBuilder(`/trainer/workouts/new?id=${id}`);
    click(await screen.findByRole('button', { name: 'Save Push Day' }));
    expect(await screen.findByText('Saved "Push Day"')).toBeTruthy();
    expect(server.calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST']);
  });

  it('says so when the workout cannot be loaded', async () => {
    renderBuilder(`/trainer/workouts/${listItem(5).id}`);
    expect(await screen.findByText('This workout could not be loaded.')).toBeTruthy();
  });

  it('keeps the draft locally, restores it, and asks before leaving with changes', async () => {
    const first = renderBuilder();
    await screen.findByText('1 of 5 phases');
    click(button('+ Add Phase'));
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey(coach.id, undefined))).not.toBeNull(),
    );
    first.unmount();

    const { router } = renderBuilder();
    expect(await screen.findByText('2 of 5 phases')).toBeTruthy();
    click(button('Back'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(confirm.textContent).toContain('You have unsaved changes. Close without saving?');
    click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/trainer/workouts/new');

    click(button('Back'));
    click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer'));
    expect(window.localStorage.getItem(draftStorageKey(coach.id, undefined))).toBeNull();
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderBuilder();
    click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer'));
  });
});

describe('RIR & Progression', () => {
  const rirCell = (exercise: string) =>
    button(new RegExp(`^Edit RIR & Progression for ${exercise}`));
  const input = (editor: HTMLElement, label: string) =>
    within(editor).getByLabelText(label) as HTMLInputElement;
  const type = (field: HTMLInputElement, value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  };

  it('shows each exercise’s target in the table, RPE 8 by standard', async () => {
    renderBuilder();
    await addExercises('Back Squat', 'Barbell Curl');
    expect(button('Edit RIR & Progression for Back Squat RPE 8')).toBeTruthy();
    expect(button('Edit RIR & Progression for Barbell Curl RPE 8')).toBeTruthy();
    expect(button(/^RIR & Progression Standard/)).toBeTruthy();
  });

  it('sets a cell’s target in RPE or in RIR, in halves within RPE 6-10', async () => {
    serve({ 'POST /api/workouts': () => ({ status: 201, body: { id: listItem(1).id } }) });
    renderBuilder();
    await addExercises('Back Squat', 'Barbell Curl');
    click(rirCell('Back Squat'));
    const editor = await dialog('Edit: RIR & Progression — Back Squat');
    expect(
      within(editor)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Standard RIR progression', 'Custom']);
    expect(within(editor).queryByRole('radio')).toBeNull();

    click(within(editor).getByRole('checkbox', { name: 'Custom' }));
    expect(within(editor).queryByRole('note')).toBeNull();
    expect(within(editor).getByRole('group', { name: 'Ask effort as' })).toBeTruthy();
    expect((within(editor).getByRole('radio', { name: 'RPE' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(input(editor, 'Target RPE').value).toBe('8');
    expect(within(editor).getByText('Same effort as 2 RIR')).toBeTruthy();
    click(within(editor).getByRole('button', { name: 'Increase Target RPE' }));
    expect(input(editor, 'Target RPE').value).toBe('8.5');
    type(input(editor, 'Target RPE'), '10.5');
    expect(input(editor, 'Target RPE').value).toBe('10');
    type(input(editor, 'Target RPE'), '5.5');
    expect(input(editor, 'Target RPE').value).toBe('6');
    type(input(editor, 'Target RPE'), '7.3');
    expect(input(editor, 'Target RPE').value).toBe('7.5');

    // The same effort, counted as reps in reserve.
    click(within(editor).getByRole('radio', { name: 'RIR (reps in reserve)' }));
    expect(within(editor).queryByLabelText('Target RPE')).toBeNull();
    expect(input(editor, 'Target RIR').value).toBe('2.5');
    expect(within(editor).getByText('Same effort as RPE 7.5')).toBeTruthy();
    type(input(editor, 'Target RIR'), '6');
    expect(input(editor, 'Target RIR').value).toBe('4');
    click(within(editor).getByRole('button', { name: 'Decrease Target RIR' }));
    expect(input(editor, 'Target RIR').value).toBe('3.5');
    type(input(editor, 'Target RIR'), '1');
    expect(within(editor).getByText('Same effort as RPE 9')).toBeTruthy();
    click(within(editor).getByRole('button', { name: 'Save' }));

    expect(button('Edit RIR & Progression for Back Squat 1 RIR Customised')).toBeTruthy();
    expect(button('Edit RIR & Progression for Barbell Curl RPE 8')).toBeTruthy();
    expect(button(/^RIR & Progression Customised on 1/)).toBeTruthy();

    nameWorkout('Leg Day');
    click(button('Workout Level: Select'));
    click(within(await dialog('Select Workout Level')).getByRole('button', { name: 'Beginner' }));
    click(button('Save Workout'));
    expect(await screen.findByText('Saved "Leg Day"')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      phases: [
        {
          exerciseParams: {
            [library.squat.id]: {
              rir: { variant: 'custom', scale: 'rir', rpe: 9, isCustom: true },
            },
            [library.curl.id]: {
              rir: { variant: 'standard', scale: 'rpe', rpe: 8, isCustom: false },
            },
          },
        },
      ],
    });
  });

  it('gives compounds and accessories their own targets from the column editor', async () => {
    renderBuilder();
    await addExercises('Back Squat', 'Barbell Curl');
    click(button(/^RIR & Progression Standard/));
    const editor = await dialog('Edit: RIR & Progression (All Exercises)');
    click(within(editor).getByRole('checkbox', { name: 'Compounds' }));
    click(within(editor).getByRole('checkbox', { name: 'Accessories' }));
    const compounds = within(editor).getByRole('region', { name: 'Compounds' });
    const accessories = within(editor).getByRole('region', { name: 'Accessories' });
    click(within(compounds).getByRole('radio', { name: 'RIR (reps in reserve)' }));
    click(within(compounds).getByRole('button', { name: 'Decrease Target RIR' }));
    click(within(accessories).getByRole('button', { name: 'Decrease Target RPE' }));
    // Each option keeps its own scale.
    expect(
      (within(accessories).getByRole('radio', { name: 'RPE' }) as HTMLInputElement).checked,
    ).toBe(true);
    click(within(editor).getByRole('button', { name: 'Save' }));
    expect(button('Edit RIR & Progression for Back Squat 1.5 RIR Customised')).toBeTruthy();
    expect(button('Edit RIR & Progression for Barbell Curl RPE 7.5 Customised')).toBeTruthy();
  });

  it('reads a stored workout saved before RIR had a target as RPE 8', async () => {
    const id = listItem(7).id;
    const stored = storedWorkout(id, coach.id);
    const standard = {
      warmup: {
        variant: 'standard',
        pctOfWorking: 60,
        sets: 2,
        reps: 8,
        timerSec: null,
        isCustom: false,
      },
      reps: { variant: 'standard', minReps: 8, maxReps: 8, isCustom: false },
      sets: { variant: 'standard', sets: 1, isCustom: false },
      rir: { variant: 'standard', isCustom: false },
    };
    serve({
      [`GET /api/workouts/${id}`]: () => ({
        status: 200,
        body: {
          ...stored,
          phases: [
            {
              ...stored.phases[0],
              exerciseIds: [library.squat.id],
              exerciseParams: { [library.squat.id]: standard },
            },
          ],
          exercises: { [library.squat.id]: library.squat },
        },
      }),
    });
    renderBuilder(`/trainer/workouts/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeTruthy();
    expect(button('Edit RIR & Progression for Back Squat RPE 8')).toBeTruthy();
  });
});

describe('pairing in the table', () => {
  it('opens the letter chooser from the second Pair, keeps the selection on Cancel', async () => {
    renderBuilder();
    await addExercises('Back Squat', 'Bench Press', 'Barbell Curl');
    expect(screen.getByRole('columnheader', { name: 'Pair (0/8)' })).toBeTruthy();
    click(button('Pair Back Squat'));
    expect(screen.queryByRole('dialog')).toBeNull();
    click(button('Pair Bench Press'));
    let letters = await screen.findByRole('dialog', { name: 'Assign Pair Letter' });
    expect(letters.textContent).toContain('Pair Back Squat + Bench Press under a letter.');
    expect(within(letters).getAllByRole('button', { name: /^Letter [A-H]$/ })).toHaveLength(8);
    click(within(letters).getByRole('button', { name: 'Cancel' }));
    expect(button('Pair Back Squat').getAttribute('aria-pressed')).toBe('true');

    click(button('Pair Barbell Curl'));
    letters = await screen.findByRole('dialog', { name: 'Assign Pair Letter' });
    click(within(letters).getByRole('button', { name: 'Letter C' }));
    expect(screen.getByRole('columnheader', { name: 'Pair (1/8)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Unpair C' })).toHaveLength(3);
    expect(button('Pair Back Squat').getAttribute('aria-pressed')).toBe('false');

    click(screen.getAllByRole('button', { name: 'Unpair C' })[0] as HTMLElement);
    expect(screen.getByRole('columnheader', { name: 'Pair (0/8)' })).toBeTruthy();
  });
});

/** Stands in for the exercises feature's wizard: creates Lateral Raise in one click. */
function FakeWizard({ open, onOpenChange, onCreated }: ExerciseWizardProps) {
  if (!open) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onCreated?.({ ...library.raise, movementType: 'accessory' });
        onOpenChange(false);
      }}
    >
      Finish wizard
    </button>
  );
}

describe('+ Create New', () => {
  it('is disabled until the app fills the exercise wizard slot', async () => {
    renderBuilder();
    expect(
      (await screen.findByRole('button', { name: '+ Create New' })).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('opens the wizard and adds the exercise it created to the phase', async () => {
    renderBuilder('/trainer/workouts/new', { wizard: FakeWizard });
    click(await screen.findByRole('button', { name: '+ Create New' }));
    click(button('Finish wizard'));
    expect(screen.getByText('1 exercise(s) in Phase 1')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Lateral Raise/ })).toBeTruthy();
  });
});

describe('the workout picker', () => {
  it('shows at most 4 per section and launches the chosen workout', async () => {
    const mine = [1, 2, 3, 4, 5].map((n) => listItem(n, { useCount: n }));
    const used = listItem(6, {
      ownerId: '00000000-0000-4000-8000-000000000009',
      workoutName: 'Shared Strength',
      lastUsedAt: '2026-02-01T00:00:00.000Z',
      useCount: 9,
    });
    serve({ 'GET /api/workouts': () => ({ status: 200, body: [...mine, used] }) });
    const { router } = renderBuilder();
    click(await screen.findByRole('button', { name: 'Select Workout' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Workout' });
    await within(picker).findByRole('region', { name: 'Your Workouts' });
    const section = (name: string) => within(picker).getByRole('region', { name });

    const yours = await within(section('Your Workouts')).findAllByRole('button');
    expect(yours.map((b) => b.querySelector('.wp-item-name')?.textContent)).toEqual([
      'Workout 5',
      'Workout 4',
      'Workout 3',
      'Workout 2',
    ]);
    expect(within(section('Last 10 Workouts')).getAllByRole('button')).toHaveLength(1);
    const names = (name: string) =>
      within(section(name))
        .getAllByRole('button')
        .map((b) => b.querySelector('.wp-item-name')?.textContent);
    expect(names('Most Used Workouts')).toEqual([
      'Shared Strength',
      'Workout 5',
      'Workout 4',
      'Workout 3',
    ]);
    expect(names('All Workouts')).toEqual([
      'Shared Strength',
      'Workout 1',
      'Workout 2',
      'Workout 3',
    ]);
    expect(within(picker).getByLabelText('Workouts')).toBeTruthy();
    expect(within(picker).getByLabelText('Level')).toBeTruthy();

    click(within(section('Last 10 Workouts')).getByRole('button', { name: /Shared Strength/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/session'));
    expect(router.state.location.search).toBe(`?workoutId=${used.id}`);
  });

  it('asks the server with the search and the level', async () => {
    renderBuilder();
    click(await screen.findByRole('button', { name: 'Select Workout' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Workout' });
    fireEvent.change(within(picker).getByLabelText('Level'), { target: { value: 'advanced' } });
    fireEvent.change(within(picker).getByLabelText('Workouts'), { target: { value: 'legs' } });
    await waitFor(() =>
      expect(server.calls.map((c) => c.url)).toContain('/api/workouts?q=legs&level=advanced'),
    );
    expect(within(picker).getAllByText('No workouts found.')).toHaveLength(4);
  });

  it('goes to the builder from Create a Workout and closes on Back', async () => {
    const { router } = renderBuilder('/trainer/session');
    await act(() => router.navigate('/trainer/workouts/new'));
    click(await screen.findByRole('button', { name: 'Select Workout' }));
    let picker = await screen.findByRole('dialog', { name: 'Select Workout' });
    click(within(picker).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    click(button('Select Workout'));
    picker = await screen.findByRole('dialog', { name: 'Select Workout' });
    click(within(picker).getByRole('button', { name: 'Create a Workout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/trainer/workouts/new');
  });
});
