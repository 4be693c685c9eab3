import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: browser tests in Debian's Chromium against the built app served by the real
// server, one server per worker, each on a fresh embedded database with the demo practice
// (tests/e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is a guess at how fast a loaded machine answers: a poll that
    // succeeds returns at once whatever the limit, one that cannot succeed fails after 10 s.
    expect: { poll: { timeout: 10_000 } },
    // One spec file at a time (ADR 0069, amendment of stop 52): two workers, each against a server and
    // database of its own, were no faster on the 2-core machine with today's suite (13 of 57 files in
    // 17 minutes) and two tests timed out; `--maxWorkers=2` runs two.
    maxWorkers: 1,
    // Playwright and the support modules load once per worker, and the saved sessions of
    // tests/e2e/support/browser.ts serve every spec file of the worker (ADR 0046).
    isolate: false,
    // A test that passes only on its retry is listed as flaky in CI's summary (.ci/run).
    retry: process.env.CI ? 1 : 0,
  },
});
