import { WEIGHT_STEP, type WeightUnit } from '../constants';
import type { Equipment } from '../schemas/gym';
import { KG_MAX } from './rounding';
import { inUnit, toKg } from './units';

/*
 * Loads that can be made with a gym's equipment (issue 35). A barbell load is a bar plus the same
 * plates on each side; a dumbbell load is one of the rack's dumbbells; anything else (a machine's
 * stack, a kettlebell, a cable) goes by the unit's stepper mark. The maths runs in the gym's unit,
 * on hundredths as whole numbers, so 1.25 kg and 2.5 lb plates add up exactly.
 */

export const IMPLEMENTS = ['barbell', 'dumbbell', 'other'] as const;
export type Implement = (typeof IMPLEMENTS)[number];

/** What an exercise is loaded on, from its equipment as the library names it. */
export function implementOf(equipment: string | null | undefined): Implement {
  const name = (equipment ?? '').toLowerCase();
  if (name.includes('dumbbell')) return 'dumbbell';
  if (name.includes('barbell') || name.includes('trap bar') || name.includes('ez bar')) {
    return 'barbell';
  }
  return 'other';
}

/** A gym's equipment and the unit its weights are marked in. */
export interface Floor {
  unit: WeightUnit;
  equipment: Equipment;
}

const HUNDREDTHS = 100;
const toHundredths = (value: number) => Math.round(value * HUNDREDTHS);
const fromHundredths = (value: number) => value / HUNDREDTHS;

interface PlateTable {
  /** Fewest plates making each per-side weight (hundredths), or -1 when none does. */
  count: Int16Array;
  /** The last plate of that fewest-plates set (hundredths). */
  last: Int32Array;
}

const tables = new Map<string, PlateTable>();

/** Every per-side weight the plates can make, up to what the heaviest load needs: built once per set of plates. */
function plateTable(plates: readonly number[], unit: WeightUnit): PlateTable {
  const key = `${unit}:${plates.join(',')}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const sizes = [...new Set(plates.map(toHundredths))].filter((p) => p > 0).sort((a, b) => b - a);
  const limit = Math.ceil(toHundredths(inUnit(KG_MAX, unit)) / 2);
  const count = new Int16Array(limit + 1).fill(-1);
  const last = new Int32Array(limit + 1);
  count[0] = 0;
  for (let side = 1; side <= limit; side += 1) {
    for (const plate of sizes) {
      const before = side - plate;
      if (before < 0) continue;
      const made = count[before] ?? -1;
      const best = count[side] ?? -1;
      if (made >= 0 && (best < 0 || made + 1 < best)) {
        count[side] = made + 1;
        last[side] = plate;
      }
    }
  }
  const table = { count, last };
  tables.set(key, table);
  return table;
}

/** The loadable totals (hundredths of the gym's unit) nearest a wanted one, below and above. */
function barbellAround(
  wanted: number,
  floor: Floor,
): { below: number | null; above: number | null } {
  const table = plateTable(floor.equipment.plates, floor.unit);
  let below: number | null = null;
  let above: number | null = null;
  for (const barWeight of floor.equipment.bars.map(toHundredths)) {
    const side = (wanted - barWeight) / 2;
    // Below: the heaviest per-side weight at or under the wanted one.
    for (let s = Math.min(Math.floor(side), table.count.length - 1); s >= 0; s -= 1) {
      if ((table.count[s] ?? -1) >= 0) {
        const total = barWeight + 2 * s;
        if (below === null || total > below) below = total;
        break;
      }
    }
    for (let s = Math.max(0, Math.ceil(side)); s < table.count.length; s += 1) {
      if ((table.count[s] ?? -1) >= 0) {
        const total = barWeight + 2 * s;
        if (above === null || total < above) above = total;
        break;
      }
    }
  }
  return { below, above };
}

function stepAround(wanted: number, step: number, min: number, max: number) {
  const below = Math.floor(wanted / step) * step;
  const above = Math.ceil(wanted / step) * step;
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  return { below: clamp(below), above: clamp(above) };
}

/** The loadable weights just at or below and at or above `kg` on an implement, in kg. */
export function loadableAround(
  kg: number,
  implement: Implement,
  floor: Floor,
): { below: number | null; above: number | null } {
  const wanted = toHundredths(inUnit(Math.max(0, kg), floor.unit));
  const lightestBar = Math.min(...floor.equipment.bars.map(toHundredths));
  // Under the lightest bar no barbell load exists: such a load (a beginner's, a technique bar's)
  // goes by the stepper's marks rather than up to a bar heavier than the lift.
  const onBar = implement === 'barbell' && wanted >= lightestBar;
  const found = onBar
    ? barbellAround(wanted, floor)
    : implement === 'dumbbell'
      ? stepAround(
          wanted,
          toHundredths(floor.equipment.dumbbellStep),
          toHundredths(floor.equipment.dumbbellStep),
          toHundredths(floor.equipment.dumbbellMax),
        )
      : stepAround(
          wanted,
          toHundredths(WEIGHT_STEP[floor.unit]),
          0,
          toHundredths(inUnit(KG_MAX, floor.unit)),
        );
  const kgOf = (value: number | null) =>
    value === null ? null : toKg(fromHundredths(value), floor.unit);
  return { below: kgOf(found.below), above: kgOf(found.above) };
}

/**
 * The loadable weight nearest `kg` (a tie goes to the lighter one, which is the safer load). 0
 * stays 0: a cell with no load yet is not loaded.
 */
export function nearestLoadable(kg: number, implement: Implement, floor: Floor): number {
  if (!(kg > 0)) return 0;
  const { below, above } = loadableAround(kg, implement, floor);
  if (below === null) return above ?? 0;
  if (above === null) return below;
  return kg - below <= above - kg ? below : above;
}

/** Whether `kg` can be loaded as it is (to the hundredth of the gym's unit). */
export function isLoadable(kg: number, implement: Implement, floor: Floor): boolean {
  if (!(kg > 0)) return true;
  const { below, above } = loadableAround(kg, implement, floor);
  const same = (value: number | null) =>
    value !== null &&
    toHundredths(inUnit(value, floor.unit)) === toHundredths(inUnit(kg, floor.unit));
  return same(below) || same(above);
}

/** How a barbell load is made: the bar and one side's plates, heaviest first, in the gym's unit. */
export interface PlateLoading {
  unit: WeightUnit;
  bar: number;
  perSide: number[];
}

/**
 * The bar and plates for a barbell load that can be made exactly: the heaviest bar that leaves a
 * weight the plates make, with the fewest plates. Null when the load cannot be made.
 */
export function platesFor(kg: number, floor: Floor): PlateLoading | null {
  const total = toHundredths(inUnit(kg, floor.unit));
  const table = plateTable(floor.equipment.plates, floor.unit);
  const bars = floor.equipment.bars.map(toHundredths).sort((a, b) => b - a);
  for (const bar of bars) {
    const twice = total - bar;
    if (twice < 0 || twice % 2 !== 0) continue;
    let side = twice / 2;
    if ((table.count[side] ?? -1) < 0) continue;
    const perSide: number[] = [];
    while (side > 0) {
      const plate = table.last[side] ?? 0;
      perSide.push(fromHundredths(plate));
      side -= plate;
    }
    return { unit: floor.unit, bar: fromHundredths(bar), perSide: perSide.sort((a, b) => b - a) };
  }
  return null;
}
