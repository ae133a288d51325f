import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The command-line tests start the control plane and run the real binary.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/manifest.vitest.json` } } : {}),
  },
});
