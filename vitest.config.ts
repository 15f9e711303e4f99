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
