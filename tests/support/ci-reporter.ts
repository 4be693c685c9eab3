import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * What CI's summary needs beyond vitest's JSON report (.ci/run): how long each test file took, and
 * every test that passed only on a retry (the JSON report has neither the time a file spent loading
 * nor a test's retries). Written to the file named by CI_TIMINGS_FILE when the run ends.
 */
export type TestFileTiming = {
  file: string;
  project: string;
  /** From the worker's start on the file (its imports) to its last test's end, by the clock. */
  wallMs: number;
  /** Importing the file and what it imports, and running its describe blocks. */
  importMs: number;
  /** Its tests and hooks (beforeAll: a test server's start is here). */
  testsMs: number;
  tests: number;
  state: string;
};

/** A test that failed, or passed only on a retry, with the first lines of what its attempts threw. */
export type RetriedTest = {
  file: string;
  project: string;
  name: string;
  retries: number;
  state: string;
  errors: string[];
};

/** The lines of an error that tell what went wrong; CI's log shows only its tail. */
const ERROR_LINES = 6;

export type ProjectCounts = { passed: number; failed: number; skipped: number };

export type CiTimings = { projects: Record<string, ProjectCounts>; files: TestFileTiming[]; retried: RetriedTest[] };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ANSI escape is what is removed
const stripColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Each attempt's error, cut to its first lines (a retried test that passed keeps its attempts' errors). */
function errorsOf(test: { result(): { errors?: ReadonlyArray<{ message?: string; stack?: string }> } }): string[] {
  return (test.result().errors ?? []).map((error) =>
    stripColours(error.message ?? error.stack ?? '')
      .split('\n')
      .slice(0, ERROR_LINES)
      .join('\n'),
  );
}

export default class CiReporter implements Reporter {
  private readonly queuedAt = new Map<string, number>();
  private readonly endedAt = new Map<string, number>();
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestModuleQueued(testModule: TestModule) {
    this.queuedAt.set(testModule.id, performance.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    this.endedAt.set(testModule.id, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const outputFile = process.env.CI_TIMINGS_FILE;
    if (!outputFile) return;
    const timings: CiTimings = { projects: {}, files: [], retried: [] };
    for (const testModule of testModules) {
      const file = path.relative(this.root, testModule.moduleId);
      const project = testModule.project.name;
      const diagnostic = testModule.diagnostic();
      const queuedAt = this.queuedAt.get(testModule.id);
      const endedAt = this.endedAt.get(testModule.id);
      const tests = [...testModule.children.allTests()];
      timings.files.push({
        file,
        project,
        wallMs: Math.round(queuedAt !== undefined && endedAt !== undefined ? endedAt - queuedAt : diagnostic.duration),
        importMs: Math.round(diagnostic.collectDuration),
        testsMs: Math.round(diagnostic.duration),
        tests: tests.length,
        state: testModule.state(),
      });
      const counts = timings.projects[project] ?? { passed: 0, failed: 0, skipped: 0 };
      timings.projects[project] = counts;
      for (const test of tests) {
        const { state } = test.result();
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries > 0 || state === 'failed')
          timings.retried.push({ file, project, name: test.fullName, retries, state, errors: errorsOf(test) });
      }
    }
    mkdirSync(path.dirname(outputFile), { recursive: true });
    writeFileSync(outputFile, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
