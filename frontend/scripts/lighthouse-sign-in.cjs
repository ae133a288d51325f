// Lighthouse CI's puppeteerScript (lighthouserc.cjs): before a page is audited, make sure the
// browser is signed in to the demo account the backend seeds on an embedded database, so the
// dashboard is audited with its data. Runs before every URL; signs in only once.
const DEMO_EMAIL = 'demo@resume-agent.dev';
const DEMO_PASSWORD = 'try-the-demo';

let isSignedIn = false;

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ url: string }} context
 */
module.exports = async function signIn(browser, { url }) {
  if (isSignedIn) return;
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/sign-in', url).href, { waitUntil: 'networkidle0' });
    await page.locator('input[type="email"]').fill(DEMO_EMAIL);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    // The sign-in form moves on to the dashboard with a client-side navigation.
    await page
      .waitForFunction(() => globalThis.location.pathname.startsWith('/dashboard'), {
        timeout: 20_000,
      })
      .catch(() => {
        throw new Error(`signing in to the demo account stayed on ${page.url()}`);
      });
    isSignedIn = true;
  } finally {
    await page.close();
  }
};
