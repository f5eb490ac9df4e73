import type { EffortScale } from '../constants';
import { workoutBuilderMessages } from '../messages';
import type { ExerciseType } from '../schemas/exercise';
import type { BuilderPhase, ParamVariant, WorkoutDraft } from '../schemas/workout';
import { activePhase } from './builder';
import {
  clampToRange,
  defaultExerciseParams,
  type EditableVariant,
  type FieldRange,
  PARAM_KIND_LABELS,
  type ParamKind,
  type ParamValuesByKind,
  paramBounds,
  paramValues,
  paramWith,
  standardValues,
  withCustomMarks,
} from './params';

/**
 * The parameter editor (spec 2, section 5 "Parameter editor bounds"). In column mode it edits a
 * kind for every exercise of the active phase and offers standard, compounds, accessories and
 * custom; in cell mode it edits one exercise and offers standard and custom. Choosing standard
 * or custom clears the other options; clearing every option falls back to standard. Compounds
 * values go to the compound (and custom-type) exercises, accessories values to the accessories.
 * RIR & Progression, which the spec gives only its standard, has the same options since it holds
 * a target effort (issue 35): its scale (RPE or RIR) and its RPE.
 */

export type ParamEditorTarget = { mode: 'column' } | { mode: 'cell'; exerciseId: string };

export interface ParamEditor<K extends ParamKind = ParamKind> {
  kind: K;
  target: ParamEditorTarget;
  /** The chosen options, never empty. */
  selected: ParamVariant[];
  /** The values of each option, kept while it is not chosen so toggling does not lose them. */
  values: Record<EditableVariant, ParamValuesByKind[K]>;
}

const EXCLUSIVE: readonly ParamVariant[] = ['standard', 'custom'];

/** The options an editor offers, in display order: the same for every kind. */
export function editorOptions(target: ParamEditorTarget): ParamVariant[] {
  return target.mode === 'cell'
    ? ['standard', 'custom']
    : ['standard', 'compounds', 'accessories', 'custom'];
}

const typeOf = (draft: WorkoutDraft, exerciseId: string): ExerciseType =>
  draft.exercises[exerciseId]?.type ?? 'compound';

type FieldRanges = Record<string, FieldRange>;

/** Clamps every field of `values` into the option's bounds (reps keep min <= max). */
function clampValues<K extends ParamKind>(
  kind: K,
  variant: EditableVariant,
  values: ParamValuesByKind[K],
): ParamValuesByKind[K] {
  const out = { ...values } as Record<string, number>;
  for (const [field, range] of Object.entries(paramBounds(kind, variant) as FieldRanges)) {
    out[field] = clampToRange(field, out[field] ?? range.min, range);
  }
  if (kind === 'reps' && (out.minReps as number) > (out.maxReps as number)) {
    out.maxReps = out.minReps as number;
  }
  return out as ParamValuesByKind[K];
}

/**
 * Opens the editor on the active phase's current values. A cell shows standard, or custom with
 * the exercise's values. A column shows the compounds and accessories options in use, else
 * custom if any exercise is custom, else standard. Each option starts from the values of the
 * first exercise using it, else of the first exercise it would apply to, else the standard.
 */
export function openParamEditor<K extends ParamKind>(
  draft: WorkoutDraft,
  kind: K,
  target: ParamEditorTarget,
): ParamEditor<K> {
  const phase = activePhase(draft);
  const ids = target.mode === 'cell' ? [target.exerciseId] : phase.exerciseIds;
  const variantOf = (id: string) => phase.exerciseParams[id]?.[kind].variant ?? 'standard';
  const appliesTo = (variant: EditableVariant, id: string) =>
    variant === 'custom' || (typeOf(draft, id) === 'accessory') === (variant === 'accessories');

  const values = {} as Record<EditableVariant, ParamValuesByKind[K]>;
  for (const variant of ['compounds', 'accessories', 'custom'] as const) {
    const id = ids.find((i) => variantOf(i) === variant) ?? ids.find((i) => appliesTo(variant, i));
    const type: ExerciseType =
      id !== undefined ? typeOf(draft, id) : variant === 'accessories' ? 'accessory' : 'compound';
    const params = (id !== undefined && phase.exerciseParams[id]) || defaultExerciseParams(type);
    values[variant] = clampValues(kind, variant, paramValues(kind, params));
  }

  const variants = new Set(ids.map(variantOf));
  let selected: ParamVariant[] = ['standard'];
  if (target.mode === 'cell' && !variants.has('standard')) selected = ['custom'];
  if (target.mode === 'column') {
    const grouped = (['compounds', 'accessories'] as const).filter((v) => variants.has(v));
    if (grouped.length > 0) selected = grouped;
    else if (variants.has('custom')) selected = ['custom'];
  }
  return { kind, target, selected, values };
}

/**
 * Ticking or unticking an option: standard and custom stand alone (choosing one clears the
 * rest); compounds and accessories combine with each other; clearing every option falls back to
 * standard. Options the editor does not offer are ignored.
 */
export function toggleEditorOption<K extends ParamKind>(
  editor: ParamEditor<K>,
  variant: ParamVariant,
): ParamEditor<K> {
  if (!editorOptions(editor.target).includes(variant)) return editor;
  let selected: ParamVariant[];
  if (editor.selected.includes(variant)) selected = editor.selected.filter((v) => v !== variant);
  else if (EXCLUSIVE.includes(variant)) selected = [variant];
  else selected = [...editor.selected.filter((v) => !EXCLUSIVE.includes(v)), variant];
  return { ...editor, selected: selected.length === 0 ? ['standard'] : selected };
}

/**
 * Sets one field of an option, clamped to its bounds (the timer to steps of 10 s). Reps push each
 * other along: a minimum above the maximum raises the maximum, a maximum below the minimum lowers
 * the minimum.
 */
export function setEditorValue<K extends ParamKind>(
  editor: ParamEditor<K>,
  variant: EditableVariant,
  field: keyof ParamValuesByKind[K] & string,
  value: number,
): ParamEditor<K> {
  const range = (paramBounds(editor.kind, variant) as FieldRanges)[field];
  if (!range || !Number.isFinite(value)) return editor;
  const current = { ...editor.values[variant] } as Record<string, number>;
  current[field] = clampToRange(field, value, range);
  if (editor.kind === 'reps') {
    const min = current.minReps as number;
    const max = current.maxReps as number;
    if (field === 'minReps' && min > max) current.maxReps = min;
    if (field === 'maxReps' && max < min) current.minReps = max;
  }
  return {
    ...editor,
    values: { ...editor.values, [variant]: current as ParamValuesByKind[K] },
  };
}

/**
 * The scale an option of the RIR editor asks and shows effort in. Its RPE stays as it is: the
 * target is the same effort, shown the other way ('RPE 8' is '2 RIR').
 */
export function setEditorScale(
  editor: ParamEditor<'rir'>,
  variant: EditableVariant,
  scale: EffortScale,
): ParamEditor<'rir'> {
  return {
    ...editor,
    values: { ...editor.values, [variant]: { ...editor.values[variant], scale } },
  };
}

/**
 * The editor's note: the RIR note while its standard is chosen; for a custom warm-up with a timer
 * above 0, 'Timer set – reps are ignored while active.'; otherwise none.
 */
export function editorNote(editor: ParamEditor): string | null {
  if (editor.kind === 'rir') {
    return editor.selected.includes('standard') ? workoutBuilderMessages.rirNote : null;
  }
  if (
    editor.kind === 'warmup' &&
    editor.selected.includes('custom') &&
    (editor.values.custom as ParamValuesByKind['warmup']).timerSec > 0
  ) {
    return workoutBuilderMessages.timerNote;
  }
  return null;
}

/** 'Edit: Rep Range (All Exercises)' or 'Edit: Rep Range — Back Squat'. */
export function editorTitle(editor: ParamEditor, draft: WorkoutDraft): string {
  const label = PARAM_KIND_LABELS[editor.kind];
  if (editor.target.mode === 'column') return workoutBuilderMessages.editColumnTitle(label);
  const name = draft.exercises[editor.target.exerciseId]?.name ?? '';
  return workoutBuilderMessages.editCellTitle(label, name);
}

/** The option whose values an exercise of `type` takes, or null when it keeps its own. */
function variantFor(editor: ParamEditor, type: ExerciseType): ParamVariant | null {
  const { selected } = editor;
  if (selected.includes('standard')) return 'standard';
  if (selected.includes('custom')) return 'custom';
  const own = type === 'accessory' ? 'accessories' : 'compounds';
  return selected.includes(own) ? own : null;
}

/**
 * Saving the editor: writes the chosen option's values into the active phase's exercises (one in
 * cell mode) and marks each parameter custom when it differs from the standard.
 */
export function applyParamEditor(draft: WorkoutDraft, editor: ParamEditor): WorkoutDraft {
  const phase = activePhase(draft);
  const ids =
    editor.target.mode === 'cell'
      ? phase.exerciseIds.filter(
          (id) => id === (editor.target as { exerciseId: string }).exerciseId,
        )
      : phase.exerciseIds;
  if (ids.length === 0) return draft;
  const exerciseParams = { ...phase.exerciseParams };
  for (const id of ids) {
    const type = typeOf(draft, id);
    const variant = variantFor(editor, type);
    if (variant === null) continue;
    const values =
      variant === 'standard' ? standardValues(editor.kind, type) : editor.values[variant];
    const current = exerciseParams[id] ?? defaultExerciseParams(type);
    exerciseParams[id] = withCustomMarks(
      { ...current, [editor.kind]: paramWith(editor.kind, variant, values) },
      type,
    );
  }
  const next: BuilderPhase = { ...phase, exerciseParams };
  return { ...draft, phases: draft.phases.map((p) => (p === phase ? next : p)) };
}
