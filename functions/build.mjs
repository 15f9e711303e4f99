// Bundles functions/src (and the shared ../src/domain it imports) into lib/index.js.
// Only firebase-admin, firebase-functions and zod stay external; the rest (jose, the pass signer) is bundled.
//
// Cold start: the runtime loads the whole bundle before it serves any function, so the bundle's entry is not
// src/index.ts itself but a lazy twin generated from it. Every callable is declared there with the same options
// (APP_CALL, PUBLIC_CALL or PASS_CALL, read from its own file) and a handler that imports the callable's module on the first
// call and runs its handler (`.run`, the inner handler without a second App Check pass). Module evaluation, zod and
// our schemas then wait for a call; the triggers stay eager (they are few and load no zod). esbuild turns each
// import() into a lazily initialised module inside the same file, so the deployed package is still one file.
// Which callables exist is read from src/index.ts with the TypeScript parser: every name an export declaration takes
// from a module under ./callables/, however the declaration is written (one name or several, wrapped by Prettier, with
// comments); the rest of index.ts stays as it is. Each callable's options are read the same way from its own file:
// the first argument of the onCall its export is declared with. src/index.test.ts checks the exports against the
// contracts' table (src/contracts/callables.ts), each with the options of its row's reach.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const OPTIONS = ['APP_CALL', 'PUBLIC_CALL', 'PASS_CALL', 'PAYMENT_CALL'];
const parse = (path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const specifierOf = (statement) =>
  ts.isExportDeclaration(statement) &&
  statement.moduleSpecifier &&
  ts.isStringLiteral(statement.moduleSpecifier)
    ? statement.moduleSpecifier.text
    : null;
const isCallableExport = (statement) => specifierOf(statement)?.startsWith('./callables/') === true;

/** The options a callable's export is declared with: `export const <name> = onCall(<OPTIONS>, …)`. */
function optionsOf(name, path) {
  const file = `src/${path.slice(2)}.ts`;
  for (const statement of parse(file).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      const call = declaration.initializer;
      const [first] =
        call && ts.isCallExpression(call) && call.expression.getText() === 'onCall' ? call.arguments : [];
      if (first && ts.isIdentifier(first) && OPTIONS.includes(first.text)) return first.text;
    }
  }
  // A callable declared some other way must not lose its options silently: stop the build instead.
  throw new Error(`${file}: ${name} is not declared as onCall(${OPTIONS.join('|')}, ...)`);
}

const index = parse('src/index.ts');
const callables = index.statements.filter(isCallableExport).flatMap((statement) => {
  const path = specifierOf(statement);
  if (statement.isTypeOnly || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
    throw new Error(`src/index.ts: export the callables of ${path} by name`);
  }
  return statement.exportClause.elements.map((element) => {
    const name = element.name.text;
    const declared = (element.propertyName ?? element.name).text;
    return { name, declared, path, options: optionsOf(declared, path) };
  });
});
const lazyLines = callables.map(
  ({ name, declared, path, options }) =>
    `export const ${name} = onCall(${options}, async (request, response) => (await import('${path}')).${declared}.run(request, response));`,
);
const entry = [
  ...index.statements
    .filter((statement) => !isCallableExport(statement))
    .map((statement) => statement.getFullText()),
  "import { onCall } from 'firebase-functions/v2/https';",
  "import { APP_CALL, PASS_CALL, PAYMENT_CALL, PUBLIC_CALL } from './http/call-options';",
  ...lazyLines,
].join('\n');

await build({
  stdin: { contents: entry, resolveDir: 'src', sourcefile: 'index.lazy.ts', loader: 'ts' },
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: ['zod', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
});
