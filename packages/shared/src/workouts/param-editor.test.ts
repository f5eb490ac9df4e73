import { describe, expect, it } from 'vitest';
import { workoutSaveSchema } from '../schemas/workout';
import { activePhase } from './builder';
import { draftWith, library } from './draft.test-fixtures';
import {
  applyParamEditor,
  editorNote,
  editorOptions,
  editorTitle,
  openParamEditor,
  setEditorScale,
  setEditorValue,
  toggleEditorOption,
} from './param-editor';
import { defaultExerciseParams } from './params';

const column = { mode: 'column' } as const;
const cell = (exerciseId: string) => ({ mode: 'cell', exerciseId }) as const;

describe('parameter editor options', () => {
  it('offers compounds and accessories only in column mode', () => {
    expect(editorOptions(column)).toEqual(['standard', 'compounds', 'accessories', 'custom']);
    expect(editorOptions(cell('squat'))).toEqual(['standard', 'custom']);
  });

  it('standard and custom clear the other options; compounds and accessories combine', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = openParamEditor(draft, 'sets', column);
    expect(editor.selected).toEqual(['standard']);
    editor = toggleEditorOption(editor, 'compounds');
    expect(editor.selected).toEqual(['compounds']);
    editor = toggleEditorOption(editor, 'accessories');
    expect(editor.selected).toEqual(['compounds', 'accessories']);
    editor = toggleEditorOption(editor, 'custom');
    expect(editor.selected).toEqual(['custom']);
    editor = toggleEditorOption(editor, 'compounds');
    expect(editor.selected).toEqual(['compounds']);
    editor = toggleEditorOption(editor, 'standard');
    expect(editor.selected).toEqual(['standard']);
  });

  it('clearing every option falls back to standard', () => {
    const draft = draftWith(library.squat);
    let editor = toggleEditorOption(openParamEditor(draft, 'reps', column), 'compounds');
    editor = toggleEditorOption(editor, 'compounds');
    expect(editor.selected).toEqual(['standard']);
    expect(toggleEditorOption(editor, 'standard').selected).toEqual(['standard']);
  });

  it('ignores options the mode does not offer', () => {
    const draft = draftWith(library.squat);
    const editor = openParamEditor(draft, 'reps', cell('squat'));
    expect(toggleEditorOption(editor, 'compounds')).toBe(editor);
    const rir = openParamEditor(draft, 'rir', cell('squat'));
    expect(toggleEditorOption(rir, 'accessories')).toBe(rir);
  });
});

describe('parameter editor bounds', () => {
  const draft = draftWith(library.squat, library.curl);

  it('warm-up compounds: sets 1-2, % of working 10-100, reps 3-15', () => {
    let editor = openParamEditor(draft, 'warmup', column);
    editor = setEditorValue(editor, 'compounds', 'sets', 3);
    editor = setEditorValue(editor, 'compounds', 'pctOfWorking', 5);
    editor = setEditorValue(editor, 'compounds', 'reps', 16);
    expect(editor.values.compounds).toMatchObject({ sets: 2, pctOfWorking: 10, reps: 15 });
    editor = setEditorValue(editor, 'compounds', 'sets', 0);
    editor = setEditorValue(editor, 'compounds', 'pctOfWorking', 101);
    editor = setEditorValue(editor, 'compounds', 'reps', 2);
    expect(editor.values.compounds).toMatchObject({ sets: 1, pctOfWorking: 100, reps: 3 });
    expect(setEditorValue(editor, 'compounds', 'timerSec', 30)).toBe(editor);
  });

  it('warm-up custom: reps 1-30 and a timer of 0-120 s in steps of 10, with its note', () => {
    let editor = toggleEditorOption(openParamEditor(draft, 'warmup', cell('squat')), 'custom');
    editor = setEditorValue(editor, 'custom', 'reps', 31);
    expect(editor.values.custom.reps).toBe(30);
    editor = setEditorValue(editor, 'custom', 'reps', 0);
    expect(editor.values.custom.reps).toBe(1);
    expect(editorNote(editor)).toBeNull();
    editor = setEditorValue(editor, 'custom', 'timerSec', 44);
    expect(editor.values.custom.timerSec).toBe(40);
    expect(editorNote(editor)).toBe('Timer set – reps are ignored while active.');
    editor = setEditorValue(editor, 'custom', 'timerSec', 500);
    expect(editor.values.custom.timerSec).toBe(120);
    expect(editorNote(toggleEditorOption(editor, 'standard'))).toBeNull();
    expect(editorNote(setEditorValue(editor, 'custom', 'timerSec', -5))).toBeNull();
  });

  it('reps: 1-200, min and max push each other along', () => {
    let editor = toggleEditorOption(openParamEditor(draft, 'reps', column), 'custom');
    editor = setEditorValue(editor, 'custom', 'minReps', 15);
    expect(editor.values.custom).toEqual({ minReps: 15, maxReps: 15 });
    editor = setEditorValue(editor, 'custom', 'maxReps', 10);
    expect(editor.values.custom).toEqual({ minReps: 10, maxReps: 10 });
    editor = setEditorValue(editor, 'custom', 'maxReps', 250);
    expect(editor.values.custom).toEqual({ minReps: 10, maxReps: 200 });
    editor = setEditorValue(editor, 'custom', 'minReps', 0);
    expect(editor.values.custom).toEqual({ minReps: 1, maxReps: 200 });
  });

  it('sets: compounds and accessories 1-6, custom 6-15', () => {
    let editor = openParamEditor(draft, 'sets', column);
    expect(setEditorValue(editor, 'compounds', 'sets', 7).values.compounds.sets).toBe(6);
    expect(setEditorValue(editor, 'accessories', 'sets', 0).values.accessories.sets).toBe(1);
    expect(editor.values.custom.sets).toBe(6);
    editor = setEditorValue(editor, 'custom', 'sets', 16);
    expect(editor.values.custom.sets).toBe(15);
    expect(setEditorValue(editor, 'custom', 'sets', 5).values.custom.sets).toBe(6);
  });

  it('RIR: a target RPE of 6-10 in halves; the scale only changes how it is shown', () => {
    let editor = toggleEditorOption(openParamEditor(draft, 'rir', cell('squat')), 'custom');
    expect(editor.values.custom).toEqual({ rpe: 8, scale: 'rpe' });
    expect(setEditorValue(editor, 'custom', 'rpe', 10.5).values.custom.rpe).toBe(10);
    expect(setEditorValue(editor, 'custom', 'rpe', 5.5).values.custom.rpe).toBe(6);
    expect(setEditorValue(editor, 'custom', 'rpe', 7.3).values.custom.rpe).toBe(7.5);
    expect(setEditorValue(editor, 'custom', 'scale', 9)).toBe(editor);
    editor = setEditorScale(setEditorValue(editor, 'custom', 'rpe', 9.5), 'custom', 'rir');
    expect(editor.values.custom).toEqual({ rpe: 9.5, scale: 'rir' });
  });

  it('RIR shows the standard progression note while the standard is chosen', () => {
    const editor = openParamEditor(draft, 'rir', column);
    expect(editorNote(editor)).toBe(
      'Standard RIR progression rules applied based on client lifestyle and preferences.',
    );
    expect(editorNote(toggleEditorOption(editor, 'custom'))).toBeNull();
  });

  it('titles the column and the cell editors', () => {
    expect(editorTitle(openParamEditor(draft, 'reps', column), draft)).toBe(
      'Edit: Rep Range (All Exercises)',
    );
    expect(editorTitle(openParamEditor(draft, 'rir', cell('curl')), draft)).toBe(
      'Edit: RIR & Progression — Biceps Curl',
    );
    expect(editorTitle(openParamEditor(draft, 'warmup', column), draft)).toBe(
      'Edit: Warm-Up (All Exercises)',
    );
    expect(editorTitle(openParamEditor(draft, 'sets', column), draft)).toBe(
      'Edit: Sets (All Exercises)',
    );
  });
});

describe('saving an edit', () => {
  it('a cell edit changes that exercise only and marks it custom', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = toggleEditorOption(openParamEditor(draft, 'reps', cell('squat')), 'custom');
    editor = setEditorValue(editor, 'custom', 'maxReps', 10);
    editor = setEditorValue(editor, 'custom', 'minReps', 6);
    const saved = applyParamEditor(draft, editor);
    const phase = activePhase(saved);
    expect(phase.exerciseParams.squat?.reps).toEqual({
      variant: 'custom',
      minReps: 6,
      maxReps: 10,
      isCustom: true,
    });
    expect(phase.exerciseParams.curl).toEqual(defaultExerciseParams('accessory'));
    expect(
      workoutSaveSchema.safeParse({ ...saved, workoutName: 'A', workoutLevel: 'novice' }).success,
    ).toBe(true);
  });

  it('a custom value equal to the standard is not marked custom', () => {
    const draft = draftWith(library.squat);
    const editor = toggleEditorOption(openParamEditor(draft, 'reps', cell('squat')), 'custom');
    const saved = applyParamEditor(draft, editor);
    expect(activePhase(saved).exerciseParams.squat?.reps).toEqual({
      variant: 'custom',
      minReps: 8,
      maxReps: 8,
      isCustom: false,
    });
  });

  it('a column edit gives compounds and accessories their own values', () => {
    const draft = draftWith(library.squat, library.curl, library.sled);
    let editor = openParamEditor(draft, 'sets', column);
    editor = toggleEditorOption(toggleEditorOption(editor, 'compounds'), 'accessories');
    editor = setEditorValue(editor, 'compounds', 'sets', 4);
    editor = setEditorValue(editor, 'accessories', 'sets', 3);
    const phase = activePhase(applyParamEditor(draft, editor));
    expect(phase.exerciseParams.squat?.sets).toEqual({
      variant: 'compounds',
      sets: 4,
      isCustom: true,
    });
    expect(phase.exerciseParams.sled?.sets).toMatchObject({ variant: 'compounds', sets: 4 });
    expect(phase.exerciseParams.curl?.sets).toEqual({
      variant: 'accessories',
      sets: 3,
      isCustom: true,
    });
  });

  it('compounds alone leaves the accessories as they were', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = toggleEditorOption(openParamEditor(draft, 'warmup', column), 'compounds');
    editor = setEditorValue(editor, 'compounds', 'pctOfWorking', 50);
    const phase = activePhase(applyParamEditor(draft, editor));
    expect(phase.exerciseParams.squat?.warmup).toMatchObject({
      variant: 'compounds',
      pctOfWorking: 50,
      isCustom: true,
    });
    expect(phase.exerciseParams.curl?.warmup).toEqual(defaultExerciseParams('accessory').warmup);
  });

  it('a custom warm-up keeps its timer; standard restores every exercise', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = toggleEditorOption(openParamEditor(draft, 'warmup', column), 'custom');
    editor = setEditorValue(editor, 'custom', 'timerSec', 30);
    const custom = applyParamEditor(draft, editor);
    expect(activePhase(custom).exerciseParams.curl?.warmup).toMatchObject({
      variant: 'custom',
      timerSec: 30,
      isCustom: true,
    });
    const reopened = openParamEditor(custom, 'warmup', column);
    expect(reopened.selected).toEqual(['custom']);
    expect(reopened.values.custom.timerSec).toBe(30);
    const restored = applyParamEditor(custom, toggleEditorOption(reopened, 'standard'));
    expect(activePhase(restored).exerciseParams).toEqual(activePhase(draft).exerciseParams);
  });

  it('RIR saves its target and scale, marked custom when it is not RPE 8 shown as RPE', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = toggleEditorOption(openParamEditor(draft, 'rir', column), 'compounds');
    editor = setEditorScale(setEditorValue(editor, 'compounds', 'rpe', 7), 'compounds', 'rir');
    const saved = applyParamEditor(draft, editor);
    expect(activePhase(saved).exerciseParams.squat?.rir).toEqual({
      variant: 'compounds',
      rpe: 7,
      scale: 'rir',
      isCustom: true,
    });
    expect(activePhase(saved).exerciseParams.curl?.rir).toEqual(
      defaultExerciseParams('accessory').rir,
    );
    expect(
      workoutSaveSchema.safeParse({ ...saved, workoutName: 'A', workoutLevel: 'novice' }).success,
    ).toBe(true);
    const reopened = openParamEditor(saved, 'rir', cell('squat'));
    expect(reopened.selected).toEqual(['custom']);
    expect(reopened.values.custom).toEqual({ rpe: 7, scale: 'rir' });
    const restored = applyParamEditor(saved, openParamEditor(draft, 'rir', cell('squat')));
    expect(activePhase(restored).exerciseParams.squat?.rir).toEqual({
      variant: 'standard',
      rpe: 8,
      scale: 'rpe',
      isCustom: false,
    });
  });

  it('reopening shows what was saved: a cell as custom, a column by its options', () => {
    const draft = draftWith(library.squat, library.curl);
    let editor = toggleEditorOption(openParamEditor(draft, 'sets', column), 'accessories');
    editor = setEditorValue(editor, 'accessories', 'sets', 5);
    const saved = applyParamEditor(draft, editor);
    const again = openParamEditor(saved, 'sets', column);
    expect(again.selected).toEqual(['accessories']);
    expect(again.values.accessories.sets).toBe(5);
    const curl = openParamEditor(saved, 'sets', cell('curl'));
    expect(curl.selected).toEqual(['custom']);
    // Custom sets run 6-15, so the cell editor starts the accessory's 5 sets at 6.
    expect(curl.values.custom.sets).toBe(6);
    expect(openParamEditor(saved, 'sets', cell('squat')).selected).toEqual(['standard']);
  });
});
