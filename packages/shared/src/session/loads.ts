import {
  type Floor,
  type Implement,
  isLoadable,
  nearestLoadable,
  type PlateLoading,
  platesFor,
} from '../coaching/plates';
import { RPE_VALUES, rirOf } from '../coaching/rpe';
import { formatLoad } from '../coaching/units';
import type { WeightUnit } from '../constants';
import { loadMessages } from '../messages/loads';
import { DEFAULT_EQUIPMENT } from '../schemas/gym';

import type { LoadReason } from './set-list';
import type { Cell, ClientReadiness, RirTarget, SessionGym, SessionState } from './state';

/*
 * What the session loads from (issue 35): the gym's floor, each exercise's implement, the
 * workout's effort target and each client's readiness today. Every device and the server read
 * them through these, so a prescribed load is the same number everywhere.
 */

/** A kg gym's default floor: a session made before the gym settings loads from it. */
const DEFAULT_FLOOR: Floor = { unit: 'kg', equipment: DEFAULT_EQUIPMENT.kg };

export function floorOf(state: Pick<SessionState, 'gym'>): Floor {
  return state.gym ?? DEFAULT_FLOOR;
}

/** What an exercise is loaded on; an exercise the library did not say of goes by the stepper. */
export function implementIn(state: Pick<SessionState, 'exercises'>, exerciseId: string): Implement {
  return state.exercises.find((e) => e.id === exerciseId)?.implement ?? 'other';
}

/** The loadable weight nearest `kg` for an exercise on this gym's floor. */
export function loadableIn(
  state: Pick<SessionState, 'gym' | 'exercises'>,
  exerciseId: string,
  kg: number,
): number {
  return nearestLoadable(kg, implementIn(state, exerciseId), floorOf(state));
}

/** A client's readiness today and its load change; null without a check-in today. */
export function readinessOf(
  state: Pick<SessionState, 'readiness'>,
  clientId: string,
): ClientReadiness | null {
  const all = state.readiness;
  return all && Object.hasOwn(all, clientId) ? (all[clientId] ?? null) : null;
}

/** The readiness change a cell's planned load carries: 0 when none, or when the coach declined it. */
export function readinessPercentFor(
  state: Pick<SessionState, 'readiness'>,
  clientId: string,
  cell: Pick<Cell, 'readinessDeclined'>,
): number {
  if (cell.readinessDeclined) return 0;
  return readinessOf(state, clientId)?.percent ?? 0;
}

/** A load's plates as the grid and the phone write them ('20 kg bar + 25 + 10 + 2.5 each side'). */
export function platesText(loading: PlateLoading): string {
  const unit = loading.unit;
  return loadMessages.plates(
    `${loading.bar} ${unit}`,
    loading.perSide.map((plate) => String(plate)),
  );
}

/** The plates for an exercise's load on this gym's floor; null off a barbell or when none make it. */
export function platesOf(
  state: Pick<SessionState, 'gym' | 'exercises'>,
  exerciseId: string,
  kg: number,
): PlateLoading | null {
  if (implementIn(state, exerciseId) !== 'barbell' || !(kg > 0)) return null;
  return platesFor(kg, floorOf(state));
}

/** 'Nearest loadable: 102.5 kg' for a load the exercise's implement cannot make; null when it can. */
export function nearestLoadableText(
  state: Pick<SessionState, 'gym' | 'exercises'>,
  exerciseId: string,
  kg: number,
  unit: WeightUnit,
): string | null {
  const implement = implementIn(state, exerciseId);
  const floor = floorOf(state);
  if (isLoadable(kg, implement, floor)) return null;
  return loadMessages.nearestLoadable(formatLoad(nearestLoadable(kg, implement, floor), unit));
}

/** A set's effort as the workout asks for it: 'RPE 9.5', or '0.5 RIR'. */
export function effortText(rpe: number, scale: RirTarget['scale']): string {
  return scale === 'rir' ? loadMessages.rir(rirOf(rpe)) : loadMessages.rpe(rpe);
}

/** Why the current load is what it is, in words, in the viewer's unit. */
export function loadReasonText(reason: LoadReason, unit: WeightUnit): string {
  if (reason.kind === 'rpe') {
    return loadMessages.fromRatedSet(
      String(reason.from.rpe ?? ''),
      formatLoad(reason.from.kg, unit),
      reason.from.reps,
      formatLoad(reason.kg, unit),
    );
  }
  return reason.declined
    ? loadMessages.readinessDeclined(reason.percent)
    : loadMessages.readinessChange(reason.score, reason.percent);
}

/** One choice of how hard a set was: the RPE it sends, and what the picker shows. */
export interface EffortChoice {
  rpe: number;
  label: string;
}

/**
 * How hard a set was, as the workout asks for it: RPE 6 to 10 in half points, or reps in reserve
 * 0 to 4 in half points (sent as RPE 10 - RIR, so the session reads one scale).
 */
export function effortChoices(scale: RirTarget['scale']): readonly EffortChoice[] {
  return scale === 'rir'
    ? [...RPE_VALUES].reverse().map((rpe) => ({ rpe, label: String(rirOf(rpe)) }))
    : RPE_VALUES.map((rpe) => ({ rpe, label: String(rpe) }));
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Whether two floors are the same, field by field: a state read back from the database has its
 * keys in another order, so comparing their JSON would see a change where there is none.
 */
export function sameGym(a: SessionGym | undefined, b: SessionGym): boolean {
  return (
    a !== undefined &&
    a.unit === b.unit &&
    sameNumbers(a.equipment.bars, b.equipment.bars) &&
    sameNumbers(a.equipment.plates, b.equipment.plates) &&
    a.equipment.dumbbellStep === b.equipment.dumbbellStep &&
    a.equipment.dumbbellMax === b.equipment.dumbbellMax
  );
}

/** Whether two readinesses are the same (none and none are). */
export function sameReadiness(a: ClientReadiness | null, b: ClientReadiness | null): boolean {
  return a === null || b === null ? a === b : a.score === b.score && a.percent === b.percent;
}
