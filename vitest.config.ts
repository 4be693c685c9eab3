import { defineConfig } from 'vitest/config';

// `npm test`: unit tests, and the API tests on PGlite; with TEST_DATABASE_URL set, the API tests run a
// second time against that PostgreSQL server (a database per test file, copied from a template).
const postgresUrl = process.env.TEST_DATABASE_URL;

// What every API test file starts from, made once per run: a migrated database with the demo practice.
const seededTemplate = 'tests/support/seeded-template.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The app's modules are loaded once per worker, not once per test file (ADR 0046): a test file
    // leaves no state behind in a shared module (docs/CODE_STYLE.md §5).
    isolate: false,
    // One test file at a time (vitest's default on 2 cores): two were measured no faster (ADR 0069,
    // amendment of stop 52), the API tests being CPU-bound in their own process.
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'pglite', include: ['tests/api/**/*.test.ts'], globalSetup: [seededTemplate] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['tests/api/**/*.test.ts'],
                globalSetup: [seededTemplate],
                env: { DENGE_TEST_POSTGRES_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
