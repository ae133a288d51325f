import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    // One module graph per worker, not per file: every file cleans up after itself, and a
    // fresh process and import per file cost more than many files' tests (development.md).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The command-line tests start the control plane and run the real binary; two files at
    // once keep both cores busy while one waits on its child processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A command-line test runs `agentctl` up to six times, each a tsx start and a control plane
    // on an embedded database: ~12 s on a quick two-core host, 44 s on PostgreSQL and over 60 s
    // on PGlite on a slow one (2026-12-02, where 60 s failed CI twice). The bound catches a hang,
    // not slowness (speed is measured in bench/).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/manifest.vitest.json` } } : {}),
  },
});
