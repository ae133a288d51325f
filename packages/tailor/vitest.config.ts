import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    // One module graph per worker, not per file: every file cleans up after itself, and a
    // fresh process and import per file cost more than many files' tests (development.md).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Property tests and the PDF/DOCX round trips take longer than the default 5 s on 2 cores.
    testTimeout: 30_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/tailor.vitest.json` } } : {}),
  },
});
