import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests: they sit beside their code under src/ and need neither emulators nor a browser.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'functions/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./src/test-support/unit.setup.ts'],
    // A test's timeout catches a hang, not slowness (budgets live in `npm run bench`): on a fresh clone's busy 2-core
    // CI machine (29 Nov) a page's first test took 2.5 s to load its lazy route and the import-graph scan 5.5 s,
    // against Vitest's default of 5 s.
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'text', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      thresholds: { lines: 95 },
    },
  },
});
