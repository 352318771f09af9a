/**
 * Latency samples of the chat benchmarks reduced to percentiles (nearest rank on the sorted samples), with the
 * clock every chat measurement uses: `performance.now()`, monotonic and sub-millisecond.
 */
import { performance } from 'node:perf_hooks';

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The `fraction` quantile (0 < fraction ≤ 1) of ascending `sorted` by nearest rank; NaN when empty. */
function nearestRank(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] as number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: nearestRank(sorted, 0.5),
    p95: nearestRank(sorted, 0.95),
    p99: nearestRank(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Milliseconds since an arbitrary origin, for differences only. */
export const nowMs = () => performance.now();
