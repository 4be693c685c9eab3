import { defineConfig } from 'vitest/config';

// `npm test`: unit and API tests on PGlite; with TEST_DATABASE_URL set, the API tests run a second
// time against that PostgreSQL server (a fresh database per test file).
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { DENGE_TEST_POSTGRES_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
