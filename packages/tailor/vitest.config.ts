import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests and the PDF/DOCX round trips take longer than the default 5 s on 2 cores.
    testTimeout: 30_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/tailor.vitest.json` } } : {}),
  },
});
