import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The command-line tests start `tsx` in a child process, which takes a few seconds on 2 cores.
    testTimeout: 30_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/site-config.vitest.json` } } : {}),
  },
});
