import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planQuery, QUERY_SHAPES, type QueryShape, type ShapeName } from './query-shapes';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}

const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;
const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/** Every run a shape allows: one per subset of its optional equality filters. */
function variants(shape: QueryShape): { equality: string[]; sort: IndexField[] }[] {
  const optional = shape.optionalEquality ?? [];
  const result = [];
  for (let mask = 0; mask < 1 << optional.length; mask += 1) {
    const chosen = optional.filter((_, i) => mask & (1 << i));
    const sort: IndexField[] = (shape.orderBy ?? []).map(([fieldPath, d]) => ({
      fieldPath,
      order: ORDER[d],
    }));
    // Firestore sorts by the range field first when the query does not.
    if (shape.range && sort[0]?.fieldPath !== shape.range)
      sort.unshift({ fieldPath: shape.range, order: 'ASCENDING' });
    result.push({ equality: [...(shape.equality ?? []), ...(shape.membership ?? []), ...chosen], sort });
  }
  return result;
}

/**
 * The composite index a run needs, by Firestore's rules: none for equality filters alone (single-field indexes
 * are merged) or for one field alone; otherwise the equality fields, then the sort fields in order.
 */
function requiredIndex(v: { equality: string[]; sort: IndexField[] }): IndexField[] | null {
  if (v.sort.length === 0) return null;
  if (v.equality.length === 0 && v.sort.length === 1) return null;
  return [...v.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })), ...v.sort];
}

function serves(index: CompositeIndex, collection: string, need: IndexField[], equalityCount: number) {
  if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
  if (index.fields.length !== need.length) return false;
  const eqNeed = new Set(need.slice(0, equalityCount).map((f) => f.fieldPath));
  const eqHave = index.fields.slice(0, equalityCount);
  if (!eqHave.every((f) => eqNeed.has(f.fieldPath) && f.order === 'ASCENDING')) return false;
  return need
    .slice(equalityCount)
    .every(
      (f, i) =>
        index.fields[equalityCount + i]!.fieldPath === f.fieldPath &&
        index.fields[equalityCount + i]!.order === f.order,
    );
}

const entries = Object.entries(QUERY_SHAPES) as [ShapeName, QueryShape][];
const needs = entries.flatMap(([name, shape]) =>
  variants(shape).map((v) => ({ name, shape, v, index: requiredIndex(v) })),
);

describe('firestore.indexes.json against the query shapes', () => {
  it.each(needs.filter((n) => n.index).map((n) => [n.name, n.v.equality.join(', ') || '-', n]))(
    'has the composite index of %s with equality on %s',
    (_name, _eq, n) => {
      const found = file.indexes.some((index) =>
        serves(index, n.shape.collection, n.index!, n.v.equality.length),
      );
      expect(found, JSON.stringify(n.index)).toBe(true);
    },
  );

  it('declares no composite index that no query shape needs', () => {
    const unused = file.indexes.filter(
      (index) =>
        !needs.some((n) => n.index && serves(index, n.shape.collection, n.index, n.v.equality.length)),
    );
    expect(unused).toEqual([]);
  });

  it('keeps the single-field index of every field a query filters or sorts on alone', () => {
    const disabled = file.fieldOverrides.filter((o) => o.indexes.length === 0);
    const broken = needs.filter(
      (n) =>
        !n.index &&
        disabled.some(
          (o) =>
            o.collectionGroup === n.shape.collection &&
            [...n.v.equality, ...n.v.sort.map((f) => f.fieldPath)].includes(o.fieldPath),
        ),
    );
    expect(broken.map((n) => n.name)).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query builders', () => {
  const code = [...sources('src'), ...sources('functions/src')];
  const adapters = ['src/lib/data/shaped-query.ts', 'functions/src/data/shaped-query.ts'];

  it('build every Firestore filter and sort from a shape (no where or orderBy elsewhere)', () => {
    const handBuilt = code.filter(
      (path) => !adapters.includes(path) && /\b(where|orderBy)\(/.test(readFileSync(path, 'utf8')),
    );
    expect(handBuilt).toEqual([]);
  });

  it('use every shape (a shape nobody runs would keep an index alive)', () => {
    const text = code.filter((p) => !p.endsWith('query-shapes.ts')).map((p) => readFileSync(p, 'utf8'));
    const unused = entries.map(([name]) => name).filter((name) => !text.some((t) => t.includes(`'${name}'`)));
    expect(unused).toEqual([]);
  });
});

describe('planQuery', () => {
  it('turns equality, in, optional equality and range values into filters with the shape order', () => {
    expect(
      planQuery('adminOrders', {
        status: 'confirmed',
        serviceName: undefined,
        appointmentDate: { '>=': '2026-11-01', '<=': '2026-11-30' },
      }),
    ).toEqual({
      collection: 'orders',
      filters: [
        { field: 'status', op: '==', value: 'confirmed' },
        { field: 'appointmentDate', op: '>=', value: '2026-11-01' },
        { field: 'appointmentDate', op: '<=', value: '2026-11-30' },
      ],
      orderBy: [['appointmentDate', 'desc']],
    });
    expect(planQuery('adminOrdersByPlate', { numberPlate: ['PBX1'] }).filters).toEqual([
      { field: 'numberPlate', op: 'in', value: ['PBX1'] },
    ]);
  });

  it('refuses a missing required value and an empty or oversized in-list', () => {
    expect(() => planQuery('plateOnDate', { appointmentDate: '2026-11-23' } as never)).toThrow(RangeError);
    expect(() => planQuery('adminOrdersByEmail', { userEmail: [] })).toThrow(RangeError);
    expect(() =>
      planQuery('adminOrdersByEmail', { userEmail: Array.from({ length: 31 }, (_, i) => `${i}@x`) }),
    ).toThrow(RangeError);
  });
});
