// The one place the client turns a query shape (src/contracts/query-shapes.ts) into a Firestore query, so every
// query the browser runs is one firestore.indexes.json is checked against.
import type { CollectionReference, Query, QueryConstraint } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { planQuery, type ShapeName, type ShapeValues } from '../../contracts/query-shapes';

/** The SDK functions used here; callers pass the lazily loaded `../sdk/firestore` (or `firebase/firestore`). */
export interface QuerySdk {
  query: typeof Firestore.query;
  where: typeof Firestore.where;
  orderBy: typeof Firestore.orderBy;
}

/** `ref` filtered and sorted as the shape says, then `extra` (limit, cursor) appended. */
export function shapedQuery<T, N extends ShapeName>(
  fs: QuerySdk,
  ref: CollectionReference<T>,
  name: N,
  values: ShapeValues<N>,
  ...extra: QueryConstraint[]
): Query<T> {
  const plan = planQuery(name, values);
  if (ref.path !== plan.collection)
    throw new RangeError(`${name} queries ${plan.collection}, not ${ref.path}`);
  return fs.query(
    ref,
    ...plan.filters.map((f) => fs.where(f.field, f.op, f.value)),
    ...plan.orderBy.map(([field, direction]) => fs.orderBy(field, direction)),
    ...extra,
  );
}
