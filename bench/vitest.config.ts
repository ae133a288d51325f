import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

// The pure parts (medians, targets, trends, turns, the report) are unit tested, and both load
// workers that take turns against two local servers (what they send where, not how fast);
// the benchmark itself is run by `npm run bench`, never timed inside `npm test`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/bench.vitest.json` } } : {}),
  },
});
