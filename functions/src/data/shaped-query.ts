// The one place the functions turn a query shape (src/contracts/query-shapes.ts) into an Admin SDK query, so every
// query they run is one firestore.indexes.json is checked against.
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { planQuery, type ShapeName, type ShapeValues } from '../../../src/contracts/query-shapes';

/** `ref` filtered and sorted as the shape says; limits and cursors are added by the caller. */
export function shapedQuery<T, N extends ShapeName>(
  ref: CollectionReference<T>,
  name: N,
  values: ShapeValues<N>,
): Query<T> {
  const plan = planQuery(name, values);
  if (ref.path !== plan.collection)
    throw new RangeError(`${name} queries ${plan.collection}, not ${ref.path}`);
  let query: Query<T> = ref;
  for (const f of plan.filters) query = query.where(f.field, f.op, f.value);
  for (const [field, direction] of plan.orderBy) query = query.orderBy(field, direction);
  return query;
}
