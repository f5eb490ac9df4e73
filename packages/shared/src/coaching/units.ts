import { KG_MIN, WEIGHT_STEP, type WeightUnit } from '../constants';
import { shownLocale } from '../i18n/catalog';
import type { Locale } from '../i18n/locale';
import { KG_MAX } from './rounding';

/*
 * Loads in kg or lb (issue 35). Every load is stored in kg, to a ten-thousandth, and shown in the
 * unit of the person looking, to a hundredth: a whole pound typed, stored and shown again is the
 * same whole pound (225 lb is stored as 102.0583 kg and shown as 225 lb).
 */

/** The international pound, exactly. */
export const KG_PER_LB = 0.45359237;
/** Decimals a stored kg keeps. */
const KG_DECIMALS = 4;
/** Decimals a load shows in either unit. */
const SHOWN_DECIMALS = 2;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // Adding 0 turns a rounded -0 into 0.
  return Math.round(value * factor) / factor + 0;
};

/** A load as stored: kg to a ten-thousandth, never below 0 or above KG_MAX. */
export function storedKg(kg: number): number {
  if (!Number.isFinite(kg)) return KG_MIN;
  return Math.min(KG_MAX, Math.max(KG_MIN, roundTo(kg, KG_DECIMALS)));
}

/** A typed load in `unit` as stored kg. */
export function toKg(value: number, unit: WeightUnit): number {
  return storedKg(unit === 'kg' ? value : value * KG_PER_LB);
}

/** A stored load in `unit`, exact (unrounded): for maths in the unit, such as plate solving. */
export function inUnit(kg: number, unit: WeightUnit): number {
  return unit === 'kg' ? kg : kg / KG_PER_LB;
}

/** A stored load as shown in `unit`: to a hundredth, so 102.0582 kg shows as 225 lb. */
export function fromKg(kg: number, unit: WeightUnit): number {
  if (!Number.isFinite(kg)) return 0;
  return roundTo(inUnit(kg, unit), SHOWN_DECIMALS);
}

/** A load's number as a field holds it: '102.5', '225', '1.25' (no trailing zeros). */
export function loadNumber(kg: number, unit: WeightUnit): string {
  return String(fromKg(kg, unit));
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function loadFormat(): Intl.NumberFormat {
  const locale = shownLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    // No grouping: a load is never in the thousands, and '1,000' would read as one in Spanish.
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: SHOWN_DECIMALS,
      useGrouping: false,
    });
    numberFormats.set(locale, format);
  }
  return format;
}

/** A load's number as the page reads it, in the shown language's digits: '102.5', '102,5'. */
export function shownLoadNumber(kg: number, unit: WeightUnit): string {
  return loadFormat().format(fromKg(kg, unit));
}

/** The decimal mark loads are read with in the shown language: '.' in English, ',' in Spanish. */
export function shownDecimalMark(): string {
  return (
    loadFormat()
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** A load with its unit, as the page reads it: '102.5 kg', '225 lb' ('102,5 kg' in Spanish). */
export function formatLoad(kg: number, unit: WeightUnit): string {
  return `${shownLoadNumber(kg, unit)} ${unit}`;
}

/**
 * The weight stepper in the viewer's unit: the next 2.5 kg or 5 lb mark up (direction 1) or down
 * (-1). A load between marks goes to the nearest mark in that direction.
 */
export function stepLoad(kg: number, direction: 1 | -1, unit: WeightUnit): number {
  const step = WEIGHT_STEP[unit];
  const shown = fromKg(kg, unit);
  const marks = shown / step;
  const onMark = Math.abs(marks - Math.round(marks)) < 1e-6;
  const next = onMark
    ? (Math.round(marks) + direction) * step
    : (direction === 1 ? Math.ceil(marks) : Math.floor(marks)) * step;
  return toKg(Math.max(0, next), unit);
}

/** The unit a person sees: their own choice, else their gym's. */
export function unitFor(
  own: WeightUnit | null | undefined,
  gym: WeightUnit | null | undefined,
): WeightUnit {
  return own ?? gym ?? 'kg';
}
