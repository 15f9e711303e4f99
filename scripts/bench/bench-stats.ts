// Small shared pieces of the booking benchmarks: the row shape live.mjs prints, percentiles, the wall clock the
// Node side and the browser side share, and a console that keeps stdout free for the result line.

/** One line of the bench table: [measure, measured, budget, within budget]. */
export type BenchRow = [measure: string, measured: string, budget: string, ok: boolean];

/** Nearest-rank percentile (p in 0..100) of a non-empty sample. @example percentile([1, 2, 3, 4], 50) // 2 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** '123 ms'; a sample that never arrived (Infinity) reads 'timeout'. */
export const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'timeout');

/** 'p50 / p95 / max' of a sample, in milliseconds. */
export function spread(values: readonly number[]): string {
  return `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(Math.max(...values))}`;
}

/**
 * Epoch milliseconds with sub-millisecond resolution. The browser computes the same expression
 * (`performance.timeOrigin + performance.now()`), so the two sides compare on one machine's wall clock.
 */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

/** Progress goes to stderr: live.mjs parses the last stdout line as the result. */
export function log(message: string): void {
  process.stderr.write(`[booking-bench] ${message}\n`);
}

/** Sends console.log/info/debug of every imported library to stderr as well. */
export function keepStdoutForResult(): void {
  const toStderr = (...args: unknown[]) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
}

export async function sleep(milliseconds: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
}
