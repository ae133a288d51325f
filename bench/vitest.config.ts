import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

// The pure parts (medians, targets, trends, turns, the report) are unit tested, and both load
// workers that take turns against two local servers (what they send where, not how fast);
// the benchmark itself is run by `npm run bench`, never timed inside `npm test`.
export default defineConfig({
  test: {
    // One module graph per worker, not per file: every file cleans up after itself, and a
    // fresh process and import per file cost more than many files' tests (development.md).
    isolate: false,
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/bench.vitest.json` } } : {}),
  },
});
