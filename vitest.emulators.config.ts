import { defineConfig } from 'vitest/config';

// Emulator tier: rules and callables against the running emulator suite (run through scripts/emulators.mjs exec).
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/emulators.setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
