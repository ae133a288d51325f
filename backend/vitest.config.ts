import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite images made once per run instead of initdb in every file.
    globalSetup: ['test/support/global-setup.ts'],
    // Integration tests start databases and child processes; give them room, not retries.
    testTimeout: 60_000,
    // Files spend much of their time waiting on child processes and the database server, so
    // two run at once even on two cores (vitest's default is one less than the cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not a new process importing the app again for every file:
    // files start and drop their own databases and servers, so nothing leaks between them, and
    // the whole suite took 503 s instead of 723 s on a two-core host (development.md).
    isolate: false,
    hookTimeout: 120_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/backend.vitest.json` } } : {}),
  },
});
