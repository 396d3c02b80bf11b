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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
