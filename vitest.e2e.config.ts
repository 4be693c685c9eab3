import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: browser tests in Debian's Chromium against the built app served by the real
// server on a fresh embedded database with the demo practice (tests/e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: 2 cores, and specs share the server's data.
    fileParallelism: false,
    retry: process.env.CI ? 1 : 0,
  },
});
