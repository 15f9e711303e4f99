// The timing pieces of the data-layer bench: a bounded pool of timed tasks and what a row reports of its samples.
import { percentile } from './bench-stats';

export interface Sample {
  ms: number;
  /** 'booked', or the refusal's reason / error code. */
  outcome: string;
  orderId?: string;
  holdId?: string;
}

/** Runs `tasks` with at most `limit` in flight; answers each task's sample and the wall time of the whole. */
export async function pool(
  tasks: (() => Promise<Sample>)[],
  limit: number,
): Promise<{ samples: Sample[]; wallMs: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      samples.push(await task());
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return { samples, wallMs: performance.now() - started };
}

export const timed = async (fn: () => Promise<Omit<Sample, 'ms'>>): Promise<Sample> => {
  const started = performance.now();
  try {
    const result = await fn();
    return { ms: performance.now() - started, ...result };
  } catch (error) {
    // Duck-typed: the functions' copy of firebase-functions may be another module instance than this script's.
    const e = error as { details?: { reason?: string }; code?: string };
    const reason = e.details?.reason ?? e.code ?? String(error);
    return { ms: performance.now() - started, outcome: reason };
  }
};

export const perSecond = (count: number, wallMs: number) => (count * 1000) / wallMs;
export const p = (samples: Sample[], q: number) =>
  percentile(
    samples.map((s) => s.ms),
    q,
  );

export function tally(samples: readonly Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(s.outcome, (counts.get(s.outcome) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} x${n}`).join(', ');
}
