import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

// Only the pure parts (medians, targets, trends, the report) are unit tested; the benchmark
// itself is run by `npm run bench`, never timed inside `npm test`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/bench.vitest.json` } } : {}),
  },
});
