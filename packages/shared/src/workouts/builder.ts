import {
  CLIENT_GROUPING_BOUNDS,
  MAX_EXERCISES_PER_PHASE,
  MAX_PHASES,
  NAME_MAX_LENGTH,
} from '../constants';
import type { ExerciseListItem } from '../schemas/exercise';
import {
  type BuilderPhase,
  createPhase,
  type GroupClients,
  isUsableWorkoutName,
  type WorkoutDraft,
  type WorkoutLevel,
} from '../schemas/workout';
import { accepted, type BuilderAlert, type BuilderResult, builderAlerts, refused } from './alerts';
import { defaultExerciseParams } from './params';
import { pairsWithout } from './phase-pairs';

/**
 * The workout builder's rules (spec 2, sections 4 and 5) as pure functions over the draft. Each
 * returns a new draft and leaves its input untouched; a step the rules ignore returns the same
 * draft object, so a caller can tell nothing changed.
 */

/** The phase being edited (the active one; the first if the id is stale). */
export function activePhase(draft: WorkoutDraft): BuilderPhase {
  return (draft.phases.find((p) => p.id === draft.activePhaseId) ??
    draft.phases[0]) as BuilderPhase;
}

function withActivePhase(
  draft: WorkoutDraft,
  change: (phase: BuilderPhase) => BuilderPhase,
): WorkoutDraft {
  const phase = activePhase(draft);
  const next = change(phase);
  if (next === phase) return draft;
  return pruneExercises({
    ...draft,
    phases: draft.phases.map((p) => (p === phase ? next : p)),
  });
}

/** Drops exercises no phase uses any more from the draft's exercise list. */
function pruneExercises(draft: WorkoutDraft): WorkoutDraft {
  const used = new Set(draft.phases.flatMap((p) => p.exerciseIds));
  const ids = Object.keys(draft.exercises);
  if (ids.every((id) => used.has(id))) return draft;
  return {
    ...draft,
    exercises: Object.fromEntries(Object.entries(draft.exercises).filter(([id]) => used.has(id))),
  };
}

/** Whether '+ Add Phase' shows: fewer than 5 phases. */
export function canAddPhase(draft: WorkoutDraft): boolean {
  return draft.phases.length < MAX_PHASES;
}

/** Whether a phase chip shows Remove: more than one phase. */
export function canRemovePhase(draft: WorkoutDraft): boolean {
  return draft.phases.length > 1;
}

/**
 * Adds an empty phase named 'Phase {n}' with id phase-{n}, n the lowest number no phase id uses
 * (as the live session's phase:add does), and makes it active. Ignored at 5 phases.
 */
export function addPhase(draft: WorkoutDraft): WorkoutDraft {
  if (!canAddPhase(draft)) return draft;
  let n = 1;
  while (draft.phases.some((p) => p.id === `phase-${n}`)) n++;
  const phase = createPhase(n);
  return { ...draft, phases: [...draft.phases, phase], activePhaseId: phase.id };
}

/**
 * Removes a phase when more than one exists; removing the active one activates the first
 * remaining phase.
 */
export function removePhase(draft: WorkoutDraft, phaseId: string): WorkoutDraft {
  if (!canRemovePhase(draft) || !draft.phases.some((p) => p.id === phaseId)) return draft;
  const phases = draft.phases.filter((p) => p.id !== phaseId);
  const activePhaseId =
    draft.activePhaseId === phaseId ? (phases[0] as BuilderPhase).id : draft.activePhaseId;
  return pruneExercises({ ...draft, phases, activePhaseId });
}

/** Makes a phase the one being edited; an unknown id is ignored. */
export function selectPhase(draft: WorkoutDraft, phaseId: string): WorkoutDraft {
  if (draft.activePhaseId === phaseId || !draft.phases.some((p) => p.id === phaseId)) return draft;
  return { ...draft, activePhaseId: phaseId };
}

/** Renames a phase to the trimmed name; a blank name is ignored. */
export function renamePhase(draft: WorkoutDraft, phaseId: string, name: string): WorkoutDraft {
  const trimmed = name.trim().slice(0, NAME_MAX_LENGTH);
  const phase = draft.phases.find((p) => p.id === phaseId);
  if (!phase || trimmed === '' || trimmed === phase.name) return draft;
  return {
    ...draft,
    phases: draft.phases.map((p) => (p === phase ? { ...p, name: trimmed } : p)),
  };
}

/** Reset Phase: empties the active phase's exercises, parameters and pairs. */
export function resetPhase(draft: WorkoutDraft): WorkoutDraft {
  return withActivePhase(draft, (phase) =>
    phase.exerciseIds.length === 0 && phase.exercisePairs.length === 0
      ? phase
      : { ...phase, exerciseIds: [], exerciseParams: {}, exercisePairs: [] },
  );
}

/** Whether '+ Add Exercise' may add another exercise to the active phase. */
export function canAddExercise(draft: WorkoutDraft): boolean {
  return activePhase(draft).exerciseIds.length < MAX_EXERCISES_PER_PHASE;
}

/**
 * Adds a library exercise to the end of the active phase with the standard parameters of its
 * type (compound or accessory). An exercise already in the phase is ignored.
 */
export function addExercise(draft: WorkoutDraft, exercise: ExerciseListItem): WorkoutDraft {
  const phase = activePhase(draft);
  if (phase.exerciseIds.includes(exercise.id) || !canAddExercise(draft)) return draft;
  return {
    ...withActivePhase(draft, (p) => ({
      ...p,
      exerciseIds: [...p.exerciseIds, exercise.id],
      exerciseParams: { ...p.exerciseParams, [exercise.id]: defaultExerciseParams(exercise.type) },
    })),
    exercises: { ...draft.exercises, [exercise.id]: exercise },
  };
}

/**
 * Removes an exercise from the active phase, with its parameters and its place in a pair (a pair
 * left with one exercise is dissolved).
 */
export function removeExercise(draft: WorkoutDraft, exerciseId: string): WorkoutDraft {
  return withActivePhase(draft, (phase) => {
    if (!phase.exerciseIds.includes(exerciseId)) return phase;
    const { [exerciseId]: _removed, ...exerciseParams } = phase.exerciseParams;
    return {
      ...phase,
      exerciseIds: phase.exerciseIds.filter((id) => id !== exerciseId),
      exerciseParams,
      exercisePairs: pairsWithout(phase.exercisePairs, exerciseId),
    };
  });
}

/**
 * The title edit on blur or submit: a usable name (not blank, not the default) is saved trimmed;
 * anything else keeps the previous name and answers the 'Invalid name' alert.
 */
export function renameWorkout(draft: WorkoutDraft, name: string): BuilderResult<WorkoutDraft> {
  const trimmed = name.trim();
  if (!isUsableWorkoutName(trimmed) || trimmed.length > NAME_MAX_LENGTH) {
    return refused(builderAlerts.invalidName());
  }
  return accepted(trimmed === draft.workoutName ? draft : { ...draft, workoutName: trimmed });
}

/** Whether the title card shows the name or 'Tap to name your workout'. */
export function hasWorkoutName(draft: WorkoutDraft): boolean {
  return isUsableWorkoutName(draft.workoutName);
}

export function setWorkoutLevel(draft: WorkoutDraft, level: WorkoutLevel): WorkoutDraft {
  return draft.workoutLevel === level ? draft : { ...draft, workoutLevel: level };
}

/**
 * The alert Save shows before calling the server, or null when the draft may be saved: a
 * missing (or default) name first, then a missing level.
 */
export function saveAlert(draft: WorkoutDraft): BuilderAlert | null {
  if (!hasWorkoutName(draft)) return builderAlerts.missingName();
  if (draft.workoutLevel === '') return builderAlerts.levelRequired();
  return null;
}

const clampStepper = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, Math.round(Number.isFinite(value) ? value : 0)));

/**
 * The Client Grouping modal's changes: clients per group and max clients per exercise are whole
 * numbers clamped to 0-12.
 */
export function setGroupClients(draft: WorkoutDraft, patch: Partial<GroupClients>): WorkoutDraft {
  const current = draft.groupClients;
  const next: GroupClients = {
    clientsPerGroup: clampStepper(
      patch.clientsPerGroup ?? current.clientsPerGroup,
      CLIENT_GROUPING_BOUNDS.clientsPerGroup,
    ),
    maxClientsPerExercise: clampStepper(
      patch.maxClientsPerExercise ?? current.maxClientsPerExercise,
      CLIENT_GROUPING_BOUNDS.maxClientsPerExercise,
    ),
    sortBy: patch.sortBy ?? current.sortBy,
  };
  const same =
    next.clientsPerGroup === current.clientsPerGroup &&
    next.maxClientsPerExercise === current.maxClientsPerExercise &&
    next.sortBy === current.sortBy;
  return same ? draft : { ...draft, groupClients: next };
}
