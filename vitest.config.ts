import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'build/**/*.test.ts',
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'client-*/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    exclude: ['test/e2e/**', 'test/production/**', 'node_modules/**', 'dist/**'],
    // Tags the run and kills at its end what its tests left running (test/helpers/test-run.ts).
    globalSetup: ['test/helpers/vitest-run.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
