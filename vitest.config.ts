import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine,
    // while the server suites mostly wait on PostgreSQL, SQLite and the disk. Two workers: 520 -> 315 s.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['tests/domain/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
        },
      },
      {
        test: {
          ...shared,
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});
