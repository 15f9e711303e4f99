// Serves the built app (dist/) the way Firebase Hosting does: the `hosting` section of firebase.json (rewrites and
// headers) run by superstatic, the same server firebase-tools' Hosting emulator uses (taken from firebase-tools'
// own dependencies, so both always agree). The end-to-end tier and Lighthouse run against it.
//   node scripts/serve-hosting.mjs [--port 4173] [--emulators] [--public <dir>]
// --emulators: the one change to the production headers. The local build talks to the emulators on 127.0.0.1
// (Auth, Firestore, Functions), so those three origins join connect-src and the Auth emulator's own origin
// frame-src; every other header and directive is served exactly as deployed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, PORTS } from './emulator-env.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    emulators: { type: 'boolean', default: false },
    // Another build directory than firebase.json's `public` (the bench's BUNDLE_DIST).
    public: { type: 'string' },
  },
});

/** firebase.json's hosting section, with the emulator origins added to the CSP when asked. */
export function hostingConfig({ emulators = false } = {}) {
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  if (!emulators) return hosting;
  const local = ['auth', 'firestore', 'functions'].map((name) => `http://127.0.0.1:${PORTS[name]}`);
  const extra = { 'connect-src': local, 'frame-src': [`http://127.0.0.1:${PORTS.auth}`] };
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) =>
      key === 'Content-Security-Policy'
        ? {
            key,
            value: value
              .split('; ')
              .map((d) => (extra[d.split(' ')[0]] ? `${d} ${extra[d.split(' ')[0]].join(' ')}` : d))
              .join('; '),
          }
        : { key, value },
    ),
  }));
  return { ...hosting, headers };
}

const requireFromTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
const { server } = requireFromTools('superstatic');
const port = Number(values.port);
server({
  port,
  hostname: values.host,
  cwd: root,
  config: {
    ...hostingConfig({ emulators: values.emulators }),
    ...(values.public ? { public: values.public } : {}),
  },
  compression: true,
  stack: 'strict',
  debug: false,
}).listen(() => console.log(`hosting: http://${values.host}:${port}/ (dist/, firebase.json headers)`));
