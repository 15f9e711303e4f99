// Deploy readiness, offline: what `firebase deploy` itself would refuse is caught by `npm test` first. It asks
// firebase-tools' own runtime table and validators (the versions this repo pins), builds the functions bundle and
// loads it under the Node that runs the tests.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const readJson = (file: string) =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

interface RuntimeInfo {
  friendly: string;
  status: string;
  deprecationDate: string;
  decommissionDate: string;
}
const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, RuntimeInfo>;
  guardVersionSupport(runtime: string, now?: Date): void;
};
const { getRuntimeChoice } =
  require('firebase-tools/lib/deploy/functions/runtimes/node/parseRuntimeAndValidateSDK') as {
    getRuntimeChoice(sourceDir: string, runtimeFromConfig?: string): string;
  };
const { getValidator } = require('firebase-tools/lib/firebaseConfigValidate') as {
  getValidator(): ((config: unknown) => boolean) & {
    errors?: { instancePath: string; message?: string }[] | null;
  };
};
const { FirestoreApi } = require('firebase-tools/lib/firestore/api') as {
  FirestoreApi: new () => { upgradeOldSpec(spec: unknown): unknown; validateSpec(spec: unknown): void };
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a deploy must stay possible without touching the runtime. */
const RUNWAY_DAYS = 180;

const firebaseJson = readJson('firebase.json') as { functions: { source: string; runtime?: string }[] };
const functionsConfig = firebaseJson.functions[0]!;
const enginesNode = (readJson('functions/package.json').engines as { node: string }).node;

/** The runtimes a deploy could pick: firebase.json's (which wins) and package.json's engines (the fallback). */
const declaredRuntimes = [
  [
    'firebase.json functions.runtime',
    getRuntimeChoice(join(root, functionsConfig.source), functionsConfig.runtime),
  ],
  ['functions/package.json engines.node', getRuntimeChoice(join(root, functionsConfig.source))],
] as const;

describe('the functions runtime', () => {
  const now = new Date();

  it('is named the same in firebase.json and in functions/package.json engines', () => {
    expect(functionsConfig.runtime).toBe(`nodejs${enginesNode}`);
  });

  for (const [where, runtime] of declaredRuntimes) {
    describe(`${where} (${runtime})`, () => {
      it('is not decommissioned today, so firebase deploy accepts it', () => {
        expect(() => supported.guardVersionSupport(runtime, now)).not.toThrow();
      });

      it(`stays undeprecated for at least ${RUNWAY_DAYS} days from today`, () => {
        const info = supported.RUNTIMES[runtime]!;
        const horizon = new Date(now.getTime() + RUNWAY_DAYS * DAY_MS);
        expect(['GA', 'beta']).toContain(info.status);
        expect(
          new Date(info.deprecationDate).getTime(),
          `${info.friendly} is deprecated on ${info.deprecationDate}, within ${RUNWAY_DAYS} days`,
        ).toBeGreaterThan(horizon.getTime());
      });
    });
  }
});

/** Every function that talks to WiPay, and the secrets it must bind (docs/payments.md 'Settings'). */
const WIPAY_FUNCTION_SECRETS: Record<string, string[]> = {
  startCheckout: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY'],
  completeCheckout: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY'],
  adminRefundOrder: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY'],
  // Wash plans (issue 43): a plan's refund asks WiPay as an order's does.
  adminRefundPlan: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY'],
  reconcileCheckouts: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY'],
  wipayWebhook: ['WIPAY_API_KEY', 'WIPAY_WAPI_KEY', 'WIPAY_WEBHOOK_SECRET'],
};

describe('the built functions bundle', () => {
  let exported: string[] = [];
  /** Each exported function's secrets, as firebase deploy reads them from its endpoint. */
  let secrets: Record<string, string[]> = {};

  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'functions'), stdio: 'inherit' });
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        `const m = require("./lib/index.js");
         const secrets = Object.fromEntries(Object.entries(m).map(([name, fn]) =>
           [name, (fn.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key)]));
         process.stdout.write(JSON.stringify({ exported: Object.keys(m).sort(), secrets }))`,
      ],
      {
        cwd: join(root, 'functions'),
        encoding: 'utf8',
        env: { ...process.env, GCLOUD_PROJECT: 'demo-readiness' },
      },
    );
    ({ exported, secrets } = JSON.parse(out) as {
      exported: string[];
      secrets: Record<string, string[]>;
    });
  }, 60_000);

  it('runs under the Node version of the runtime it deploys to', () => {
    expect(`nodejs${process.versions.node.split('.')[0]}`).toBe(functionsConfig.runtime);
  });

  it('loads and exports every function that index.ts declares', () => {
    const source = readFileSync(join(root, 'functions/src/index.ts'), 'utf8');
    const declared = [...source.matchAll(/^export \{ (\w+) \} from/gm)].map((m) => m[1]!).sort();
    expect(declared.length).toBeGreaterThan(20);
    expect(exported).toEqual(declared);
  });

  it('binds both WiPay credentials (and the webhook secret) to every function that talks to WiPay', () => {
    for (const [name, needed] of Object.entries(WIPAY_FUNCTION_SECRETS))
      expect(secrets[name], name).toEqual(expect.arrayContaining(needed));
    // No other function holds a WiPay credential.
    const holders = Object.entries(secrets)
      .filter(([, keys]) => keys.some((k) => k.startsWith('WIPAY_')))
      .map(([name]) => name)
      .sort();
    expect(holders).toEqual(Object.keys(WIPAY_FUNCTION_SECRETS).sort());
  });
});

describe('deploy configuration files', () => {
  it('firebase.json passes the schema firebase-tools validates it with', () => {
    const validate = getValidator();
    const valid = validate(firebaseJson);
    expect(validate.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('firestore.indexes.json passes the checks firebase-tools applies before deploying indexes', () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(readJson('firestore.indexes.json')))).not.toThrow();
  });

  it('every composite index names a collection and at least two fields', () => {
    const { indexes } = readJson('firestore.indexes.json') as {
      indexes: { collectionGroup: string; fields: unknown[] }[];
    };
    for (const index of indexes) expect(index.fields.length, index.collectionGroup).toBeGreaterThanOrEqual(2);
  });
});
