// Lighthouse CI settings for `npm run lighthouse` (scripts/lighthouse.mjs), which starts the
// built backend and frontend on free ports and passes them in through these variables.
//
// Every page on Lighthouse's default mobile profile (simulated slow 4G, 150 ms round trips, a
// 4× slower CPU), the signed-in dashboard included. No desktop pass: lhci groups runs by URL,
// so a second form factor for the same page would be folded into the same median.
const path = require('node:path');

const frontendOrigin = process.env.LHCI_FRONTEND_ORIGIN ?? 'http://localhost:3000';
const backendPort = process.env.LHCI_BACKEND_PORT ?? '4000';
const outputDir = process.env.LHCI_OUTPUT_DIR ?? path.join(__dirname, '.lighthouseci', 'reports');
const routes = ['/', '/docs/introduction', '/dashboard'];
// A minimal Next.js page (scripts/lighthouse/reference-app, sent the app's security headers),
// audited last with the same settings and asserted nothing of: what the framework alone scores
// on this host.
const referenceOrigin = process.env.LHCI_REFERENCE_ORIGIN;
// `npm run lighthouse -- --cpu-slowdown=<n>`; unset, Lighthouse's own 4×.
const cpuSlowdown = process.env.LHCI_CPU_SLOWDOWN
  ? Number(process.env.LHCI_CPU_SLOWDOWN)
  : undefined;

module.exports = {
  ci: {
    collect: {
      url: [
        ...routes.map((route) => `${frontendOrigin}${route}`),
        ...(referenceOrigin ? [`${referenceOrigin}/`] : []),
      ],
      numberOfRuns: 3,
      chromePath: '/usr/bin/chromium',
      // Signs in to the demo account once, before the first page; the session cookie stays.
      // A path relative to the working directory (lhci joins them): run lhci from frontend/.
      puppeteerScript: 'scripts/lighthouse-sign-in.cjs',
      // With a puppeteerScript, Chrome is launched by puppeteer: its flags go here.
      puppeteerLaunchOptions: {
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // The frontend was built to call the backend at http://localhost:4000 (Next inlines
          // NEXT_PUBLIC_API_BASE_URL at build time). Send that address to this run's backend
          // instead, so the audit never touches whatever else listens on 4000.
          `--host-resolver-rules=MAP localhost:4000 127.0.0.1:${backendPort}`,
        ],
      },
      settings: {
        // Let the categories below be the whole report: faster runs, smaller reports.
        onlyCategories: ['performance', 'accessibility'],
        // Merged into Lighthouse's mobile throttling: only the CPU multiplier changes.
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
    },
    assert: {
      // The app's pages only: the reference page is there to be read beside them.
      assertMatrix: [
        {
          matchingUrlPattern: `^${frontendOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`,
          aggregationMethod: 'median-run',
          assertions: {
            'categories:performance': ['error', { minScore: 0.95 }],
            'categories:accessibility': ['error', { minScore: 1 }],
          },
        },
      ],
    },
    upload: {
      target: 'filesystem',
      outputDir,
    },
  },
};
