// Counts the Firestore documents the booking pages read on the client (billing reads: every document of a query
// result or listener change, at least one per query). Used to measure what one booking costs; on the emulators
// each count is also written to the console as `[firestore-reads] <source> +n = total`.
import { env } from '../../config/env';

let total = 0;

/** Adds `count` billed reads from `source` (a query with no result still costs one read). */
export function countReads(source: string, count: number): void {
  const billed = Math.max(1, count);
  total += billed;
  if (env.useEmulators) console.debug(`[firestore-reads] ${source} +${billed} = ${total}`);
}

/** Reads counted since the page loaded (or the last reset). */
export function readsSoFar(): number {
  return total;
}

export function resetReadCount(): void {
  total = 0;
}
