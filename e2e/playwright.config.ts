import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download browsers here) against
 * the built backend and frontend on their usual ports, the backend on a fresh database per
 * run: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite.
 */
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.TEST_REPORT_DIR;
const backendPort = 4000;
const frontendPort = 3000;
// The backend writes each e-mail it sends here (MAIL_OUTBOX_DIR), for tests to read the links.
// Workers load this file again; they inherit the environment, so the run keeps one directory.
process.env.E2E_MAIL_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), 'resume-agent-e2e-mail-'));
const mailOutboxDir = process.env.E2E_MAIL_OUTBOX_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: reportDir
    ? [['list'], ['json', { outputFile: join(reportDir, 'e2e.playwright.json') }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${frontendPort}`,
    // A failed test keeps its trace: the DOM at every step, the network and the console. Not a
    // screencast: streaming frames to the test kept Chromium drawing and encoding them (three
    // specs on two cores: 130 s with it, 110 s without), and the failure screenshot remains.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The app then moves nothing (globals.css): a colour-scheme switch or a newly shown panel
    // is at its end state at once, not 150 ms later, and the checks need not wait for it.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          // Without these Chromium keeps calling home, which this network refuses.
          args: [
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start-backend.mjs',
      url: `http://127.0.0.1:${backendPort}/health`,
      env: {
        NODE_ENV: 'test',
        PORT: String(backendPort),
        APP_ORIGIN: `http://localhost:${frontendPort}`,
        LOG_LEVEL: 'warn',
        // Every test signs up or in from 127.0.0.1, and one run does more than the default 10 a
        // minute allows per address. The limits themselves are tested in backend/test/accounts.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        MAIL_OUTBOX_DIR: mailOutboxDir,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets the script drop its scratch PostgreSQL database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node ../frontend/scripts/start-standalone.mjs',
      url: `http://127.0.0.1:${frontendPort}/`,
      env: { PORT: String(frontendPort), HOSTNAME: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
