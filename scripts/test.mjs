// `npm test`: every check and test suite of the repository, then one line adding them up:
// `N passed, N failed, N skipped`. Lint and typecheck count as one check each; test suites
// count their test cases (read from the JSON reports the runners write).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { failure, readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const reportDir = resolve('.reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = {
  ...process.env,
  TEST_REPORT_DIR: reportDir,
  NEXT_TELEMETRY_DISABLED: '1',
  // The browser tests run for their checks here; their photographs are for someone changing
  // a page, who runs those tests by hand (e2e/tests/support/photograph.ts).
  E2E_PHOTOGRAPHS: process.env.E2E_PHOTOGRAPHS ?? 'off',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const failures = [];

function run(title, command, args) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

function check(title, command, args) {
  const { ok, seconds } = run(title, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  rows.push([title, ok ? '1 passed' : '1 failed', seconds]);
  if (!ok) failures.push(failure(title, 'failed: see its output above'));
  return ok;
}

/** A suite that exits non-zero but reports no failed test (a crash, a bad config) still fails. */
function suite(title, command, args, readReport) {
  const before = new Set(readdirSync(reportDir));
  const { ok, seconds } = run(title, command, args);
  const fresh = readdirSync(reportDir).filter((name) => !before.has(name));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of fresh) {
    const report = readReport(join(reportDir, name));
    if (!report) continue;
    for (const key of Object.keys(counts)) counts[key] += report[key];
    failures.push(...report.failures);
  }
  if (!ok && counts.failed === 0) {
    counts.failed = 1;
    failures.push(
      failure(title, 'exited non-zero with no failed test in its reports: see its output above'),
    );
  }
  if (ok && counts.passed + counts.failed + counts.skipped === 0) {
    console.error(`${title}: exited 0 but ran no test`);
    counts.failed = 1;
    failures.push(failure(title, 'exited 0 but ran no test'));
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  rows.push([
    title,
    `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    seconds,
  ]);
  return ok;
}

const vitestReport = (file) => (file.endsWith('.vitest.json') ? readVitestReport(file) : undefined);
const playwrightReport = (file) =>
  file.endsWith('.playwright.json') ? readPlaywrightReport(file) : undefined;

console.log(
  process.env.DATABASE_URL
    ? 'Integration tests run on PGlite and on the PostgreSQL server of DATABASE_URL.'
    : 'DATABASE_URL is not set: integration tests run on PGlite only.',
);

// One ESLint process for the whole repository, not one per workspace at once through turbo:
// on two cores 184 s of CPU against 363 s (docs/contributing/development.md).
check('lint', 'npm', ['run', 'lint:code']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('docs', 'npx', ['tsx', 'packages/site-config/src/cli.ts']);
// agent.yaml: schema, rules, and the service folders and Dockerfiles it names.
check('manifest', 'npx', ['agentctl', 'validate', 'agent.yaml']);
check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
// --force: a test run always runs the tests; --concurrency=1: the suites start databases
// and servers, and the machine has two cores; --continue: a failing workspace does not keep
// the ones after it from running, so one run names every failure.
suite(
  'unit and integration',
  'npx',
  ['turbo', 'run', 'test', '--force', '--concurrency=1', '--continue'],
  vitestReport,
);
const built = check('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (built) {
  // First-load JavaScript per route, read from the build's own route statistics.
  check('budgets', 'npm', ['run', 'budgets', '--workspace', '@resume-agent/frontend']);
  suite(
    'e2e (Chromium)',
    'npm',
    ['run', 'test:e2e', '--workspace', '@resume-agent/e2e'],
    playwrightReport,
  );
} else {
  totals.failed += 2;
  rows.push(['budgets', 'not run: the build failed', 0]);
  rows.push(['e2e (Chromium)', 'not run: the build failed', 0]);
}

// CI shows the tail of its log: what failed is repeated here, above the summary.
if (failures.length > 0) {
  console.log(`\n━━ Failures (${failures.length})`);
  for (const { where, why } of failures.slice(0, 25)) console.log(`  ✗ ${where}\n      ${why}`);
  if (failures.length > 25) console.log(`  … and ${failures.length - 25} more above`);
}

console.log('\n━━ Summary');
for (const [title, result, seconds] of rows)
  console.log(`  ${title.padEnd(24)} ${result.padEnd(36)} ${seconds}s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
