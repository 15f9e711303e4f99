// The functions' exports agree with the table of callables (src/contracts/callables.ts): every row is exported by
// index.ts from its own file under callables/, nothing else is exported from there, and each export is declared
// with the options of its row's `reach` and the guard of its row's `who`. (The types of requests, responses and
// guards are checked by tsc through `callable(name, spec)`; this catches what types cannot: a missing export,
// a stray one, a callable declared with other options than its row.)
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CALLABLE_AREAS, CALLABLES, type CallableName, type Reach } from '../../src/contracts/callables';
import { APP_CALL, PASS_CALL, PAYMENT_CALL, PUBLIC_CALL } from './http/call-options';

// onCall hands back what it was given, so each export shows its options and the pipeline's handler (with `who`).
vi.mock(import('firebase-functions/v2/https'), async (actual) => ({
  ...(await actual()),
  onCall: ((options: unknown, handler: unknown) => ({ options, handler })) as never,
}));
vi.mock('./data/admin-sdk', () => ({ db: {}, adminAuth: {} }));

const OPTIONS: Record<Reach, object> = {
  app: APP_CALL,
  public: PUBLIC_CALL,
  pass: PASS_CALL,
  payment: PAYMENT_CALL,
};

const here = new URL('.', import.meta.url).pathname;
const indexSource = readFileSync(`${here}index.ts`, 'utf8');
/** The callable exports as functions/build.mjs reads them: `export { name } from './callables/<file>';`. */
const callableExports = [
  ...indexSource.matchAll(/^export \{ (\w+) \} from '\.\/callables\/([\w-]+)';$/gm),
].map(([, name, file]) => ({ name: name!, file: file! }));
const tableNames = Object.keys(CALLABLES).sort();
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the callables table and the functions agree', () => {
  it('names each callable in one area only', () => {
    const names = Object.values(CALLABLE_AREAS).flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
  });

  it('exports every row of the table from index.ts, and no callable that is not in the table', () => {
    expect(callableExports.map(({ name }) => name).sort()).toEqual(tableNames);
  });

  it('keeps one callable per file under callables/, named after it, and nothing else there', () => {
    for (const { name, file } of callableExports) expect(file).toBe(kebab(name));
    const files = readdirSync(`${here}callables`)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(callableExports.map(({ file }) => file).sort());
  });

  it('leaves Firestore and Auth to data/: no callable imports the Admin SDK', () => {
    const direct = callableExports
      .filter(({ file }) =>
        /from '(firebase-admin[^']*|\.\.\/data\/admin-sdk)'/.test(
          readFileSync(`${here}callables/${file}.ts`, 'utf8'),
        ),
      )
      .map(({ file }) => file);
    expect(direct).toEqual([]);
  });

  it('declares each callable with the options of its reach and the guard of its who', async () => {
    const index = (await import('./index')) as unknown as Record<
      string,
      { options: object; handler: { who?: string } }
    >;
    const declared = Object.fromEntries(
      tableNames.map((name) => [name, { options: index[name]?.options, who: index[name]?.handler.who }]),
    );
    const expected = Object.fromEntries(
      tableNames.map((name) => {
        const row = CALLABLES[name as CallableName];
        return [name, { options: OPTIONS[row.reach], who: row.who }];
      }),
    );
    expect(declared).toEqual(expected);
  }, 60_000); // it loads every function module: seconds on a busy machine
});
