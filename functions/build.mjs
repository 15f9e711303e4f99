// Bundles functions/src (and the shared ../src/domain it imports) into lib/index.js.
// Only firebase-admin, firebase-functions and zod stay external; the rest (jose, the pass signer) is bundled.
//
// Cold start: the runtime loads the whole bundle before it serves any function, so the bundle's entry is not
// src/index.ts itself but a lazy twin generated from it. Every callable is declared there with the same options
// (APP_CALL, PUBLIC_CALL or PASS_CALL, read from its own file) and a handler that imports the callable's module on the first
// call and runs its handler (`.run`, the inner handler without a second App Check pass). Module evaluation, zod and
// our schemas then wait for a call; the triggers stay eager (they are few and load no zod). esbuild turns each
// import() into a lazily initialised module inside the same file, so the deployed package is still one file.
// Which callables exist is the contracts' table (src/contracts/callables.ts): src/index.test.ts checks that index.ts
// exports each row exactly in the form read below, with the options of the row's reach.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const index = readFileSync('src/index.ts', 'utf8');
const callables = [...index.matchAll(/^export \{ (\w+) \} from '(\.\/callables\/[\w-]+)';$/gm)].map(
  ([, name, path]) => {
    const source = readFileSync(`src/${path.slice(2)}.ts`, 'utf8');
    const declared = new RegExp(
      `export const ${name} = onCall(?:<[^>]*>)?\\(\\s*(APP_CALL|PUBLIC_CALL|PASS_CALL|PAYMENT_CALL)\\b`,
    );
    const options = declared.exec(source)?.[1];
    // A callable declared some other way must not lose its options silently: stop the build instead.
    if (!options)
      throw new Error(
        `${path}.ts: ${name} is not declared as onCall(APP_CALL|PUBLIC_CALL|PASS_CALL|PAYMENT_CALL, ...)`,
      );
    return { name, path, options };
  },
);
const lazyLines = callables.map(
  ({ name, path, options }) =>
    `export const ${name} = onCall(${options}, async (request, response) => (await import('${path}')).${name}.run(request, response));`,
);
const entry = [
  ...index.split('\n').filter((line) => !/^export \{ \w+ \} from '\.\/callables\//.test(line)),
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
