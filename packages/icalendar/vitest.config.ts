import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/icalendar.vitest.json` } } : {}),
  },
});
