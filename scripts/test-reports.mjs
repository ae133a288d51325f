// Reads the JSON reports the test runners write: how many tests passed, failed and were
// skipped, and which ones failed. CI shows only the tail of its log, so `npm test` prints the
// failures again next to its summary, where they are still in view.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** One failed test or file: where it is and the first lines of why. */
export function failure(where, message) {
  const why = String(message ?? '')
    // Runners colour their messages; the summary is read as plain text.
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .join('\n      ');
  return { where, why: why.length > 600 ? `${why.slice(0, 600)}…` : why };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A vitest JSON report: counts, failed tests, and files that failed with no test to blame. */
export function readVitestReport(file, root = process.cwd()) {
  const report = readJson(file);
  if (!report) return undefined;
  const failures = [];
  for (const result of report.testResults ?? []) {
    const path = relative(root, result.name ?? '');
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(failure(`${path} › ${test.fullName}`, test.failureMessages?.[0]));
    // A file that could not load, or whose worker died, fails without a failed test.
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push(failure(path, result.message || 'the file failed without a failed test'));
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

function* playwrightSpecs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

/** A Playwright JSON report: counts (a retried pass counts as passed) and failed tests. */
export function readPlaywrightReport(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const failures = [];
  for (const suite of report.suites ?? [])
    for (const spec of playwrightSpecs(suite))
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          failure(
            `${spec.file}:${spec.line} › ${spec.title}`,
            last?.error?.message ?? last?.status,
          ),
        );
      }
  for (const error of report.errors ?? []) failures.push(failure('e2e', error.message));
  return {
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
    skipped: report.stats.skipped ?? 0,
    failures,
  };
}
