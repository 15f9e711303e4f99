// Bundles functions/src (and the shared ../src/domain it imports) into lib/index.js.
// Only firebase-admin and firebase-functions stay external: they are the deployed package's dependencies.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: ['zod', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
});
