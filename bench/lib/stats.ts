/** Latency figures of one measured run, in milliseconds. */
export type LatencySummary = {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
};

/** Nearest-rank percentile of an ascending array; NaN when there is nothing to rank. */
export function percentile(sortedAscending: Float64Array, fraction: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sortedAscending.length);
  const index = Math.min(sortedAscending.length - 1, Math.max(0, rank - 1));
  return sortedAscending[index]!;
}

export function summariseLatencies(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  let total = 0;
  for (const sample of sorted) total += sample;
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: sorted.length > 0 ? total / sorted.length : Number.NaN,
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** Events per second over an elapsed time in milliseconds. */
export function perSecond(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 1000) / elapsedMs : Number.NaN;
}
