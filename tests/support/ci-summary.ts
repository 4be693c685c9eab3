import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CiTimings, RetriedTest, TestFileTiming } from './ci-reporter.ts';

// CI's summary (.ci/run): the tests per project, how long each step took, the slowest test files and
// every test that passed only on a retry or failed, with what it threw. Fails when a test failed. Usage: ci-summary.ts <results folder>.

const SLOWEST_FILES = 15;

const folder = process.argv[2] ?? '.ci-results';
const timings = readdirSync(folder)
  .filter((name) => name.endsWith('.timings.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as CiTimings);

let failed = 0;
console.log('Tests per project:');
for (const run of timings)
  for (const [project, counts] of Object.entries(run.projects)) {
    failed += counts.failed;
    console.log(
      `  ${project.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed` +
        (counts.skipped ? `, ${counts.skipped} skipped` : ''),
    );
  }

const stepsFile = path.join(folder, 'steps.tsv');
if (existsSync(stepsFile)) {
  console.log('\nSteps:');
  for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [name = '', seconds = '0'] = line.split('\t');
    console.log(`  ${formatDuration(Number(seconds) * 1000).padStart(8)}  ${name}`);
  }
}

const files: TestFileTiming[] = timings.flatMap((run) => run.files);
console.log(`\nThe ${SLOWEST_FILES} slowest test files (wall time; imports; tests and hooks):`);
for (const file of [...files].sort((a, b) => b.wallMs - a.wallMs).slice(0, SLOWEST_FILES))
  console.log(
    `  ${formatDuration(file.wallMs).padStart(8)}  ${formatDuration(file.importMs).padStart(7)}  ` +
      `${formatDuration(file.testsMs).padStart(8)}  ${file.project.padEnd(9)} ${file.file} (${file.tests} tests)`,
  );

const retried: RetriedTest[] = timings.flatMap((run) => run.retried);
const flaky = retried.filter((test) => test.state === 'passed').length;
console.log(`\nTests that passed only on a retry (flaky): ${flaky}; failed: ${retried.length - flaky}`);
for (const test of retried) {
  console.log(
    `  ${test.state === 'passed' ? 'FLAKY ' : 'FAILED'} ${test.project} ${test.file} > ${test.name} (${test.retries} retries)`,
  );
  // What each attempt threw, so that a failure is understood from the log's tail alone.
  for (const error of test.errors ?? []) console.log(error.replace(/^/gm, '      | '));
}

process.exit(failed > 0 ? 1 : 0);

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}
