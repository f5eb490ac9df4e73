import { implementOf } from '../coaching/plates';
import {
  BODYWEIGHT_MAX_KG,
  DEFAULT_INTENSITY_LEVEL,
  GRID_MAX_CLIENTS,
  LIVE_PAIR_LETTERS,
  MAX_PHASES,
  NAME_MAX_LENGTH,
} from '../constants';
import { sessionMessages } from '../messages';
import { type ExerciseType, exerciseTypeSchema } from '../schemas/exercise';
import { phaseId } from '../schemas/phase-id';
import type { WorkoutPlanPhase } from '../schemas/workout';
import { effortTargetOf } from '../workouts/effort-target';
import { assignPairLetter, normalisePairing, pairColor } from './pairing';
import {
  type Cell,
  type ClientIssues,
  COLOR_MAX_LENGTH,
  cellFlagSchema,
  clientIssuesSchema,
  DEFAULT_EXERCISE_SETTINGS,
  DEFAULT_TEAM_COLOR,
  EMPTY_SELECTION,
  emptyCell,
  entityIdSchema,
  intensityLevelSchema,
  LAST_INITIAL_MAX_LENGTH,
  MAX_KNOWN_ENTITIES,
  NO_CLIENT_ISSUES,
  type PairLetter,
  type PhaseExerciseParams,
  pairLetterSchema,
  phaseExerciseParamsSchema,
  type SessionClient,
  type SessionExercise,
  type SessionGym,
  type SessionPhase,
  type SessionState,
  type Sex,
  type Team,
} from './state';

/** Sex as the session shows it: 'F' for female, otherwise male (spec 2, section 3). */
export function toSessionSex(value: unknown): Sex {
  if (typeof value !== 'string') return 'M';
  const v = value.trim().toLowerCase();
  return v === 'f' || v === 'female' ? 'F' : 'M';
}

/** Exercise type in lists: compound, accessory or custom; anything else is compound. */
export function toExerciseType(value: unknown): ExerciseType {
  return exerciseTypeSchema.parse(value);
}

function isValidId(value: unknown): value is string {
  return entityIdSchema.safeParse(value).success;
}

function clip(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export interface SessionTeamInput {
  id: string;
  name: string;
  colorHex?: string | null;
  score?: number | null;
}

export interface SessionClientInput {
  id: string;
  firstName: string;
  /** Only its initial enters the session (see `lastInitialOf`). */
  lastName?: string | null;
  /** The initial alone, as a `clients:add` profile carries it; `lastName` is then not needed. */
  lastInitial?: string | null;
  /** True when the client appears on the gym TV by their initials only. */
  tvInitials?: boolean | null;
  /** The profile's bodyweight (kg); anything not a plausible bodyweight is left out. */
  bodyweightKg?: number | null;
  /** 'F' or 'female' is female; anything else male. */
  sex?: string | null;
  teamId?: string | null;
}

export interface SessionExerciseInput {
  id: string;
  name: string;
  /** compound, accessory or custom; anything else is compound. */
  type?: string | null;
  /** Pair letter a..j (any case). */
  pairing?: string | null;
  /** The library's equipment: what the exercise is loaded on. */
  equipment?: string | null;
}

/** A workout plan's phase, as the stored workout holds it (the shape is the workouts' own). */
export type SessionPhaseInput = WorkoutPlanPhase;

export interface SessionCellHistoryInput {
  previousKg?: number;
  previousReps?: number;
  percentAboveMax?: number;
  /** A coaching flag worked out before the session (never-green, injury-red...). */
  flag?: string;
}

export interface SessionStateInput {
  /** Clients for the grid, in column order; beyond 8 they go to the available list. */
  clients?: readonly SessionClientInput[];
  availableClients?: readonly SessionClientInput[];
  /** Exercises for the grid, in row order. */
  exercises?: readonly SessionExerciseInput[];
  /** The rest of the exercise library (the add-exercise picker). */
  availableExercises?: readonly SessionExerciseInput[];
  teams?: readonly SessionTeamInput[];
  /**
   * Workout plan phases; exercises they name are put on the grid. Default: one 'Phase 1'. A
   * session always opens on the first: the phase a builder last edited is not where a class starts.
   */
  phases?: readonly SessionPhaseInput[];
  /** Plan pairings: pair letter (any case) to exercise ids. */
  pairings?: Readonly<Record<string, readonly string[]>>;
  clientIssues?: Readonly<Record<string, Partial<ClientIssues>>>;
  /** Known history per exercise id, then client id. */
  cellHistory?: Readonly<Record<string, Readonly<Record<string, SessionCellHistoryInput>>>>;
  intensity?: string | null;
  /** The gym's unit and equipment; without them the session loads as a kg gym's defaults. */
  gym?: SessionGym;
}

function toTeam(input: SessionTeamInput): Team | null {
  if (!isValidId(input.id)) return null;
  const color = clip(input.colorHex, COLOR_MAX_LENGTH);
  const score = Number.isFinite(input.score) ? Math.trunc(input.score as number) : 0;
  return {
    id: input.id,
    name: clip(input.name, NAME_MAX_LENGTH),
    colorHex: color || DEFAULT_TEAM_COLOR,
    score,
  };
}

/** A last name's first letter, upper-cased ('t' and 'Taylor' give 'T'); null without one. */
export function lastInitialOf(lastName: unknown): string | null {
  if (typeof lastName !== 'string') return null;
  const first = Array.from(lastName.trim())[0];
  if (!first) return null;
  // A few letters upper-case to longer sequences ('ΐ'); those keep their own form.
  const upper = first.toUpperCase();
  return upper.length <= LAST_INITIAL_MAX_LENGTH ? upper : first;
}

/** A profile's bodyweight as a session carries it: null unless it is a plausible bodyweight. */
export function sessionBodyweight(kg: number | null | undefined): number | null {
  return typeof kg === 'number' && Number.isFinite(kg) && kg > 0 && kg <= BODYWEIGHT_MAX_KG
    ? kg
    : null;
}

function bodyweightOf(kg: number | null | undefined): { bodyweightKg?: number } {
  const bodyweightKg = sessionBodyweight(kg);
  return bodyweightKg === null ? {} : { bodyweightKg };
}

/** A client profile as the session holds it, with the team's name and colour copied in. */
export function toSessionClient(
  input: SessionClientInput,
  teams: readonly Team[],
): SessionClient | null {
  if (!isValidId(input.id)) return null;
  const team = teams.find((t) => t.id === input.teamId);
  const lastInitial = lastInitialOf(input.lastInitial ?? input.lastName);
  return {
    id: input.id,
    firstName: clip(input.firstName, NAME_MAX_LENGTH),
    ...(lastInitial ? { lastInitial } : {}),
    ...(input.tvInitials === true ? { tvInitials: true as const } : {}),
    ...bodyweightOf(input.bodyweightKg),
    sex: toSessionSex(input.sex),
    teamId: team ? team.id : null,
    teamColor: team ? team.colorHex : null,
    teamName: team ? team.name : null,
  };
}

/** An exercise as the session holds it, unpaired. */
export function toSessionExercise(input: SessionExerciseInput): SessionExercise | null {
  if (!isValidId(input.id)) return null;
  return {
    id: input.id,
    name: clip(input.name, NAME_MAX_LENGTH),
    type: toExerciseType(input.type),
    pairing: null,
    pairColor: null,
    ...(input.equipment ? { implement: implementOf(input.equipment) } : {}),
  };
}

function toPairLetter(value: unknown): PairLetter | null {
  const parsed = pairLetterSchema.safeParse(
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return parsed.success ? parsed.data : null;
}

function uniqueBy<T>(items: readonly (T | null)[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (item === null || seen.has(key(item))) continue;
    seen.add(key(item));
    out.push(item);
  }
  return out;
}

/**
 * A workout's parameters as the session keeps them. The effort target is read leniently: a
 * workout saved before 'RIR & Progression' had one gets the standard rather than losing its plan.
 */
function toPhaseParams(
  input: Readonly<Record<string, unknown>> | undefined,
  exerciseIds: readonly string[],
): Record<string, PhaseExerciseParams> {
  const params: Record<string, PhaseExerciseParams> = {};
  if (!input) return params;
  for (const id of exerciseIds) {
    if (!Object.hasOwn(input, id)) continue;
    const planned = input[id];
    const parsed = phaseExerciseParamsSchema.safeParse(
      typeof planned === 'object' && planned !== null && 'rir' in planned
        ? { ...planned, rir: effortTargetOf(planned.rir) }
        : planned,
    );
    if (parsed.success) params[id] = parsed.data;
  }
  return params;
}

function toCell(history: SessionCellHistoryInput | undefined): Cell {
  const cell = emptyCell();
  if (!history) return cell;
  if (Number.isFinite(history.previousKg)) cell.previousKg = history.previousKg;
  if (Number.isFinite(history.previousReps)) cell.previousReps = history.previousReps;
  if (Number.isFinite(history.percentAboveMax)) cell.percentAboveMax = history.percentAboveMax;
  const flag = cellFlagSchema.safeParse(history.flag);
  if (flag.success) cell.flag = flag.data;
  return cell;
}

function lookup<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Builds a live session state from the trainer's lists and, optionally, a workout plan. Bad
 * entries (invalid ids, duplicates) are skipped; the result always satisfies the session
 * invariants. The first 8 clients go on the grid, the rest to the available list. Exercises named
 * by a phase are put on the grid; without phases there is one 'Phase 1' holding every grid
 * exercise. Pair letters come from the exercises, then `pairings`, then each phase's pairs; a
 * letter already taken by another group moves to the next free one.
 */
export function createSessionState(input: SessionStateInput = {}): SessionState {
  const teams = uniqueBy((input.teams ?? []).map(toTeam), (t) => t.id);
  const toClients = (list: readonly SessionClientInput[] | undefined) =>
    uniqueBy(
      (list ?? []).map((c) => toSessionClient(c, teams)),
      (c) => c.id,
    );
  const wanted = toClients(input.clients);
  const clients = wanted.slice(0, GRID_MAX_CLIENTS);
  const availableClients = uniqueBy(
    [...wanted.slice(GRID_MAX_CLIENTS), ...toClients(input.availableClients)],
    (c) => c.id,
  )
    .filter((c) => !clients.some((s) => s.id === c.id))
    .slice(0, MAX_KNOWN_ENTITIES - clients.length);

  const exerciseInputs = input.exercises ?? [];
  const allExercises = uniqueBy(
    [...exerciseInputs, ...(input.availableExercises ?? [])].map(toSessionExercise),
    (e) => e.id,
  ).slice(0, MAX_KNOWN_ENTITIES);
  const selectedIds = new Set(
    exerciseInputs.map((e) => e.id).filter((id) => allExercises.some((e) => e.id === id)),
  );

  const phaseInputs = uniqueBy(
    (input.phases ?? []).map((p) => (isValidId(p.id) ? p : null)),
    (p) => p.id,
  ).slice(0, MAX_PHASES);
  const knownIds = new Set(allExercises.map((e) => e.id));
  for (const phase of phaseInputs) {
    for (const id of phase.exerciseIds ?? []) if (knownIds.has(id)) selectedIds.add(id);
  }
  let exercises = allExercises.filter((e) => selectedIds.has(e.id));
  const availableExercises = allExercises.filter((e) => !selectedIds.has(e.id));

  const phases: SessionPhase[] = phaseInputs.map((p, index) => {
    const exerciseIds = [...new Set(p.exerciseIds ?? [])].filter((id) => selectedIds.has(id));
    return {
      id: p.id,
      name: clip(p.name, NAME_MAX_LENGTH).trim() || sessionMessages.phaseName(index + 1),
      exerciseIds,
      exercisePairs: [],
      exerciseParams: toPhaseParams(p.exerciseParams, exerciseIds),
    };
  });
  if (phases.length === 0) {
    phases.push({
      id: phaseId(1),
      name: sessionMessages.phaseName(1),
      exerciseIds: exercises.map((e) => e.id),
      exercisePairs: [],
      exerciseParams: {},
    });
  }

  const inputGroups = new Map<PairLetter, string[]>();
  for (const exercise of exerciseInputs) {
    const letter = toPairLetter(exercise.pairing);
    if (letter) inputGroups.set(letter, [...(inputGroups.get(letter) ?? []), exercise.id]);
  }
  for (const [letter, ids] of inputGroups) exercises = assignPairLetter(exercises, letter, ids);
  for (const [key, ids] of Object.entries(input.pairings ?? {})) {
    const letter = toPairLetter(key);
    if (letter && Array.isArray(ids)) exercises = assignPairLetter(exercises, letter, ids);
  }
  for (const phase of phaseInputs) {
    (phase.exercisePairs ?? []).forEach((ids, index) => {
      const letter = LIVE_PAIR_LETTERS[index];
      if (letter && Array.isArray(ids)) exercises = assignPairLetter(exercises, letter, ids);
    });
  }
  exercises = exercises.map((e) => ({ ...e, pairColor: pairColor(e.pairing) }));

  const cells: SessionState['cells'] = {};
  for (const exercise of exercises) {
    const row: Record<string, Cell> = {};
    const history = lookup(input.cellHistory, exercise.id);
    for (const client of clients) row[client.id] = toCell(lookup(history, client.id));
    cells[exercise.id] = row;
  }

  const clientIssues: SessionState['clientIssues'] = {};
  for (const client of [...clients, ...availableClients]) {
    const issues = lookup(input.clientIssues, client.id);
    if (!issues) continue;
    const parsed = clientIssuesSchema.safeParse({ ...NO_CLIENT_ISSUES, ...issues });
    if (parsed.success) clientIssues[client.id] = parsed.data;
  }

  const intensity = intensityLevelSchema.safeParse(input.intensity);
  const activePhaseId = (phases[0] as SessionPhase).id;

  return normalisePairing({
    phases,
    activePhaseId,
    teams,
    clients,
    exercises,
    availableClients,
    availableExercises,
    cells,
    teamAssignments: {},
    individualAssignments: {},
    teamPortion: {},
    activeStationIndex: 0,
    clientIssues,
    notes: { byTrainee: {}, byCell: {} },
    started: false,
    startedAt: null,
    finished: false,
    finishedAt: null,
    currentSet: 1,
    pairHighlight: null,
    exerciseSettings: {
      global: { ...DEFAULT_EXERCISE_SETTINGS, warmups: [...DEFAULT_EXERCISE_SETTINGS.warmups] },
      perExercise: {},
      perPair: {},
    },
    selection: EMPTY_SELECTION,
    castConnection: null,
    castJoinQrVisible: false,
    summaryMode: 'progress',
    assignModeExerciseId: null,
    intensity: intensity.success ? intensity.data : DEFAULT_INTENSITY_LEVEL,
    warmupSnapshot: {},
    ...(input.gym ? { gym: input.gym } : {}),
  });
}
