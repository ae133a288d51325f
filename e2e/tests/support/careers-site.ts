/** A local careers page publishing a schema.org JobPosting as JSON-LD, for the URL import. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CAREERS_POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Staff Platform Engineer',
  datePosted: '2026-11-01',
  hiringOrganization: { '@type': 'Organization', name: 'Contoso Cloud' },
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
  },
  description:
    '<p>Own the developer platform that 300 engineers ship on.</p><h3>Requirements</h3><ul><li>8+ years of experience with Kubernetes and AWS</li><li>TypeScript or Go</li><li>Terraform</li></ul><h3>Nice to have</h3><ul><li>GraphQL</li><li>Rust</li></ul>',
};

export interface CareersSite {
  /** The address of the job page. */
  jobUrl: string;
  close(): Promise<void>;
}

export async function startCareersSite(): Promise<CareersSite> {
  const page = `<!doctype html><html lang="en"><head><title>Staff Platform Engineer · Contoso Cloud careers</title>
<script type="application/ld+json">${JSON.stringify(CAREERS_POSTING).replace(/</g, '\\u003c')}</script>
</head><body><div id="app">Loading…</div></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/jobs/staff-platform-engineer') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jobUrl: `http://127.0.0.1:${port}/jobs/staff-platform-engineer`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
