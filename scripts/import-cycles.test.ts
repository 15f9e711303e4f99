import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No two modules of the repository import each other, by any road: import and export declarations (type-only ones
// too, which ESLint's import-x/no-cycle passes over), import() and import types. A circle means neither module can
// be read, moved or tested without the other; break it by moving what both need below both.
const root = resolve(import.meta.dirname, '..');
const TREES = ['src', 'functions/src', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'lib', 'dist', 'test-results']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.split('?')[0]!);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((i) => join(base, i)),
  ];
  return candidates.find(isFile);
}

/** Every module `path` names by a relative specifier, resolved to a file of the repository. */
function importsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) specifiers.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) specifiers.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolveImport(path, specifier) ?? []);
}

/** The strongly connected components of more than one module (or a module importing itself): Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

// It parses every source file of the repository (about 1,000) with the TypeScript compiler: about 2 s alone, 5.5 s once
// in the coverage run of a fresh clone (CI, 29 Nov), past Vitest's default 5 s. A circle fails it at any speed.
const WHOLE_REPOSITORY_TIMEOUT = 60_000;

describe('import graph', () => {
  it(
    'has no circle anywhere in the repository',
    () => {
      const files = [
        ...TREES.flatMap((tree) => walk(join(root, tree))),
        ...readdirSync(root)
          .filter((name) => SOURCE.test(name))
          .map((name) => join(root, name)),
      ];
      const graph = new Map(files.map((file) => [file, importsOf(file)]));
      expect([...graph.values()].flat().length).toBeGreaterThan(1000);
      expect(circles(graph).map((component) => component.map((file) => relative(root, file)))).toEqual([]);
    },
    WHOLE_REPOSITORY_TIMEOUT,
  );
});
