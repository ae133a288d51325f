/**
 * The case controls as a host uses them: a plain HTML page on its own origin, served by this
 * test, loads /case-controls.js from the app and talks to a proxy route on the host's server,
 * which adds the host's API token. The browser never sees the token.
 */
import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { photograph } from './support/photograph.js';

const APP_ORIGIN = 'http://localhost:3000';
/** The backend as the app's pages call it; its cookies are then the app's too. */
const BACKEND = 'http://localhost:4000';
const PASSWORD = 'correct horse battery staple';

interface AgentCaseJson {
  id: string;
  title: string;
  status: string;
  fields: Record<string, unknown>;
}

/** A new account with a session in `request` and an API token for the case API. */
async function newAccountWithToken(request: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Cookie-authenticated mutations must come from the app's origin (docs/accounts.md).
  const headers = { origin: APP_ORIGIN };
  const signUp = await request.post(`${BACKEND}/api/auth/sign-up`, {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const created = await request.post(`${BACKEND}/api/tokens`, {
    headers,
    data: { name: 'Host proxy', scopes: ['cases:read', 'cases:write'] },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  return { email, token };
}

async function callCases(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${BACKEND}/api/cases${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Acme Careers — your applications</title>
    <style>
      body { margin: 0; font-family: Georgia, serif; background: #faf7f2; color: #2b2118; }
      header { background: #2b2118; color: #faf7f2; padding: 1rem 2rem; }
      main { max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
      /* Host styles that would break an unshielded widget. */
      button { background: hotpink !important; }
      agent-case-controls { --case-controls-accent: #9a3412; --case-controls-radius: 2px; }
    </style>
  </head>
  <body>
    <header><strong>Acme Careers</strong></header>
    <main>
      <p>Track the roles you applied to through Acme, powered by Resume Agent.</p>
      <agent-case-controls endpoint="/agent/api/cases" page-size="5"></agent-case-controls>
    </main>
    <script src="${APP_ORIGIN}/case-controls.js"></script>
  </body>
</html>`;

/** What the host's server received from the browser on its proxy route. */
interface ProxiedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'idempotency-key', 'if-match'];
const RETURNED_RESPONSE_HEADERS = ['content-type', 'etag', 'location', 'idempotent-replayed'];

/** The host: its page, and a proxy from /agent/* to the agent's backend with its token. */
async function startHost(token: string) {
  const proxied: ProxiedRequest[] = [];

  async function proxy(request: IncomingMessage, response: ServerResponse, path: string) {
    proxied.push({ method: request.method ?? 'GET', path, headers: request.headers });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const method = request.method ?? 'GET';
    const upstream = await fetch(`${BACKEND}${path}`, {
      method,
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const returned: Record<string, string> = {};
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) returned[name] = value;
    }
    response.writeHead(upstream.status, returned);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  }

  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/agent/api/cases')) {
      proxy(request, response, url.slice('/agent'.length)).catch((error: unknown) => {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 502, message: String(error) }));
      });
    } else if (url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(HOST_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    proxied,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

function caseItem(page: Page, title: string): Locator {
  return page.locator('agent-case-controls li.case').filter({ hasText: title });
}

test('a plain host page embeds the case controls and drives a case through its proxy', async ({
  page,
  request,
}) => {
  const { token } = await newAccountWithToken(request, 'host');
  const seeded = await callCases(token, 'POST', '', {
    title: 'Platform Engineer',
    company: 'Initech',
    location: 'Berlin',
    fields: { salary: '€95k' },
  });
  expect(seeded.status).toBe(201);

  const host = await startHost(token);
  const browserHeaders: Record<string, string>[] = [];
  page.on('request', (sent) => browserHeaders.push(sent.headers()));
  try {
    await page.goto(host.url);

    // The list, drawn from the schema: badge label, subtitle and extra fields.
    const controls = page.locator('agent-case-controls');
    await expect(controls.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
    const seededItem = caseItem(page, 'Platform Engineer');
    await expect(seededItem).toContainText('Draft');
    await expect(seededItem).toContainText('Initech');
    await expect(seededItem).toContainText('Salary:');
    await expect(seededItem).toContainText('€95k');

    // The create form checks required fields before sending anything.
    await controls.getByRole('button', { name: 'New case' }).click();
    const postsBefore = host.proxied.filter((sent) => sent.method === 'POST').length;
    await controls.getByRole('button', { name: 'Create case' }).click();
    await expect(controls.getByText('Job title is required.')).toBeVisible();
    await expect(controls.getByLabel('Job title')).toBeFocused();
    expect(host.proxied.filter((sent) => sent.method === 'POST')).toHaveLength(postsBefore);

    await controls.getByLabel('Job title').fill('Staff Engineer, Payments');
    // A marked field is checked again while typing.
    await expect(controls.getByText('Job title is required.')).toBeHidden();
    await expect(controls.getByLabel('Job title')).toHaveAttribute('aria-invalid', 'false');
    await controls.getByLabel('Company').fill('Globex');
    await controls.getByLabel('Priority').selectOption('high');
    await controls.getByLabel('Remote').check();
    await photograph(page, 'host-create-form.png');
    await controls.getByRole('button', { name: 'Create case' }).click();

    const createdItem = caseItem(page, 'Staff Engineer, Payments');
    await expect(createdItem).toContainText('Draft');
    await expect(createdItem).toContainText('High');
    const create = host.proxied.find(
      (sent) => sent.method === 'POST' && sent.path === '/api/cases',
    );
    expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // Status buttons come from the schema's transitions: draft → applied → interviewing.
    await createdItem
      .getByRole('button', { name: 'Move “Staff Engineer, Payments” to Applied' })
      .click();
    await expect(createdItem).toContainText('Applied');
    await createdItem
      .getByRole('button', { name: 'Move “Staff Engineer, Payments” to Interviewing' })
      .click();
    await expect(createdItem.locator('.badge')).toHaveText('Interviewing');
    // From interviewing the schema offers offer, rejected and withdrawn — not applied again.
    await expect(createdItem.getByRole('button')).toHaveText(['Offer', 'Rejected', 'Withdrawn']);
    await photograph(page, 'host-page.png');

    // The agent's own API shows the change.
    const listed = await callCases(token, 'GET', `?q=${encodeURIComponent('Staff Payments')}`);
    const [stored] = (listed.json as { items: AgentCaseJson[] }).items;
    expect(stored).toMatchObject({
      title: 'Staff Engineer, Payments',
      status: 'interviewing',
      fields: { priority: 'high', remote: true },
    });

    // A final status asks first; cancelling sends nothing.
    const statusPostsBefore = host.proxied.filter((sent) => sent.path.endsWith('/status')).length;
    await createdItem
      .getByRole('button', { name: 'Move “Staff Engineer, Payments” to Withdrawn' })
      .click();
    await expect(createdItem).toContainText('Withdrawn is final and cannot be undone.');
    await createdItem.getByRole('button', { name: 'Cancel' }).click();
    expect(host.proxied.filter((sent) => sent.path.endsWith('/status'))).toHaveLength(
      statusPostsBefore,
    );

    // No token in the browser: not in any request it sent, not in the page.
    expect(host.proxied.length).toBeGreaterThan(3);
    for (const headers of browserHeaders) expect(headers.authorization).toBeUndefined();
    for (const sent of host.proxied) expect(sent.headers.authorization).toBeUndefined();
    expect(await page.content()).not.toContain(token);
  } finally {
    await host.close();
  }
});

test('the demo page runs the case controls against the signed-in account', async ({ page }) => {
  await page.goto('/embed/demo');
  await expect(page).toHaveURL(/\/sign-in\?next=(%2F|\/)embed(%2F|\/)demo/);

  // page.request shares the browser's cookies, so this signs the page in.
  const { token } = await newAccountWithToken(page.request, 'demo');
  await page.goto('/embed/demo');
  const controls = page.locator('agent-case-controls');
  await expect(controls.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(controls.getByText('No cases yet.')).toBeVisible();

  await controls.getByRole('button', { name: 'New case' }).click();
  await controls.getByLabel('Job title').fill('Data Engineer');
  await controls.getByLabel('Job posting URL').fill('example.com/jobs/1');
  await controls.getByRole('button', { name: 'Create case' }).click();
  await expect(controls.getByText('must be an address starting with http://')).toBeVisible();
  await controls.getByLabel('Job posting URL').fill('https://example.com/jobs/1');
  await controls.getByRole('button', { name: 'Create case' }).click();

  const item = caseItem(page, 'Data Engineer');
  await item.getByRole('button', { name: 'Move “Data Engineer” to Ready' }).click();
  await expect(item.locator('.badge')).toHaveText('Ready');
  await expect(page.getByText('“Data Engineer”: draft → ready')).toBeVisible();
  // The site header is sticky, so a full-page capture would paint it mid-page.
  await page.screenshot({ path: test.info().outputPath('embed-demo.png') });

  const listed = await callCases(token, 'GET', '');
  expect((listed.json as { items: AgentCaseJson[] }).items).toMatchObject([
    { title: 'Data Engineer', status: 'ready' },
  ]);
});
