import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Names a newcomer can trust: every source file is kebab-case, and no file imports two modules of one base name
// (the pair that once forced `confirmBooking as confirmBookingData`). README, "Names", says how a clash is resolved.
const root = resolve(import.meta.dirname, '..');
const TREES = ['src', 'functions/src', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'lib', 'dist', 'test-results']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const files = TREES.flatMap((tree) => walk(join(root, tree)));
const rel = (path: string) => relative(root, path);

/** 'a/b/confirm-booking.ts' -> 'confirm-booking'; an index module goes by its folder ('payment/index.ts' -> 'payment'). */
function moduleName(path: string): string {
  const name = basename(path).replace(/(\.d)?\.[a-z]+$/, '');
  return name === 'index' ? basename(dirname(path)) : name;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((ext) => base + ext)];
  candidates.push(...['index.ts', 'index.tsx'].map((index) => join(base, index)));
  return candidates.find((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

describe('source file names', () => {
  it('are kebab-case (lower-case words joined by hyphens, then dotted suffixes such as .test.ts)', () => {
    const offenders = files
      .map(rel)
      .filter((path) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(basename(path)));
    expect(offenders).toEqual([]);
  });

  it('never bring two modules of the same base name into one file', () => {
    const clashes = files.flatMap((file) => {
      // The file itself counts: callables/x.ts importing data/x.ts is the clash that forced an alias.
      const imported = new Map([[moduleName(file), new Set([rel(file)])]]);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveImport(file, specifier);
        if (!target || !SOURCE.test(target)) continue; // a component's own stylesheet shares its name by design
        const name = moduleName(target);
        imported.set(name, (imported.get(name) ?? new Set()).add(rel(target)));
      }
      return [...imported.values()]
        .filter((targets) => targets.size > 1)
        .map((targets) => `${rel(file)}: ${[...targets].join(' + ')}`);
    });
    expect(clashes).toEqual([]);
  });

  it('give each module of the functions a base name of its own (callables, data, triggers, http, payment)', () => {
    const byName = new Map<string, string[]>();
    for (const file of files.filter(
      (path) => rel(path).startsWith('functions/src/') && !/\.test\.ts$/.test(path),
    )) {
      const name = moduleName(file);
      byName.set(name, [...(byName.get(name) ?? []), rel(file)]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
