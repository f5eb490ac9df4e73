import type { Sex } from '../session/state';

/*
 * DOTS (IPF, 2019; as OpenPowerlifting computes it): a lifter's total scaled by a polynomial in
 * bodyweight, so lifters of different sizes compare. 500 kg at 90 kg (men) is 323.30.
 */

/** The published coefficients, from the fourth power of bodyweight down to the constant. */
const COEFFICIENTS: Record<Sex, readonly [number, number, number, number, number]> = {
  M: [-0.000001093, 0.0007391293, -0.1918759221, 24.0900756, -307.75076],
  F: [-0.0000010706, 0.0005158568, -0.1126655495, 13.6175032, -57.96288],
};

/**
 * The bodyweight range the polynomial holds in; a weight outside takes the nearest end. The
 * published upper bound is 210 kg for men and 150 kg for women, where the women's curve turns.
 */
export const DOTS_BODYWEIGHT_KG: Record<Sex, { min: number; max: number }> = {
  M: { min: 40, max: 210 },
  F: { min: 40, max: 150 },
};

/** The DOTS score of a total (kg) at a bodyweight (kg); 0 for a total or weight that is not one. */
export function dotsScore(totalKg: number, bodyweightKg: number, sex: Sex): number {
  if (!Number.isFinite(totalKg) || !Number.isFinite(bodyweightKg) || totalKg <= 0) return 0;
  if (bodyweightKg <= 0) return 0;
  const { min, max } = DOTS_BODYWEIGHT_KG[sex];
  const bw = Math.min(max, Math.max(min, bodyweightKg));
  const [a, b, c, d, e] = COEFFICIENTS[sex];
  const denominator = a * bw ** 4 + b * bw ** 3 + c * bw ** 2 + d * bw + e;
  return (totalKg * 500) / denominator;
}
