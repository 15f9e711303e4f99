// A list read that survives bad documents: each snapshot is converted on its own, and one that still cannot be
// read is skipped, logged and reported by id, so the page shows everything else and names what it left out
// (components/skipped-notice.tsx renders "1 order could not be shown: ORDER-…").

/** A document left out of a list because its converter could not read it. */
export interface SkippedDoc {
  id: string;
  /** Why, for the log (e.g. 'field "status" should be one of …'). */
  reason: string;
}

export interface ReadResult<T> {
  items: T[];
  skipped: SkippedDoc[];
}

/** The part of a query snapshot's document that readDocs needs (a converter applies inside `data()`). */
export interface ConvertibleDoc<T> {
  id: string;
  ref: { path: string };
  data(): T;
}

/**
 * Converts every document, collecting the ones that throw instead of failing the whole list.
 * @example readDocs(snap.docs) // { items: [order, …], skipped: [{ id: 'ORDER-…', reason: '…' }] }
 */
export function readDocs<T>(docs: readonly ConvertibleDoc<T>[]): ReadResult<T> {
  const result: ReadResult<T> = { items: [], skipped: [] };
  for (const doc of docs) {
    try {
      result.items.push(doc.data());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[data] skipped unreadable document ${doc.ref.path}: ${reason}`);
      result.skipped.push({ id: doc.id, reason });
    }
  }
  return result;
}

/** Both lists of two reads, in order. */
export function mergeReads<T>(...reads: ReadResult<T>[]): ReadResult<T> {
  return {
    items: reads.flatMap((r) => r.items),
    skipped: reads.flatMap((r) => r.skipped),
  };
}
