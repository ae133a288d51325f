/**
 * addJob and importJobFromUrl with `refuseDuplicate`: a job like one the person saved already —
 * the same link, or the same title at the same company — is refused with the saved ones named,
 * and nothing is added. Without it, the API adds as it always did. On both engines.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const ADD = `mutation Add($input: AddJobInput!) { addJob(input: $input) { id title company url } }`;
const IMPORT_URL = `mutation Import($url: String!, $refuse: Boolean) {
  importJobFromUrl(url: $url, refuseDuplicate: $refuse) { id title company url }
}`;

const CAREERS_PAGE = `<!doctype html><html><head>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Staff Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Contoso' },
  description: '<h3>Requirements</h3><ul><li>Kubernetes</li></ul>',
})}</script></head><body></body></html>`;

interface SavedJob {
  id: string;
  title: string;
  company: string | null;
  createdAt: string;
}

describe.each(testEngines)('jobs saved already, on $name', (engine) => {
  let app: GraphQLApp;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    site = createServer((request, response) => {
      if (request.url === '/jobs/42') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(CAREERS_PAGE);
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: '/jobs/42' });
        response.end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    app = await startGraphQLApp(engine);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => site.close(resolve));
  });

  async function jobCount(client: GraphQLClient): Promise<number> {
    return (await client.ok<{ jobCount: number }>('{ jobCount }')).jobCount;
  }

  /** The refusal's saved jobs; fails the test unless the answer is JOB_ALREADY_SAVED. */
  async function refusal(
    client: GraphQLClient,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<{ message: string; jobs: SavedJob[] }> {
    const result = await client.run(query, variables);
    const error = result.errors?.[0];
    expect(error?.extensions.code, JSON.stringify(result)).toBe('JOB_ALREADY_SAVED');
    expect(result.data).toBeNull();
    const details = error?.extensions.details as { jobs: SavedJob[] };
    return { message: error?.message ?? '', jobs: details.jobs };
  }

  it('refuses the same posting again, naming the saved job, and adds nothing', async () => {
    const client = await app.newClient();
    const saved = (await client.ok(ADD, { input: { description: POSTING_TEXT } })).addJob;
    expect(saved).toMatchObject({ title: 'Senior Backend Engineer', company: 'Northwind Traders' });

    const { message, jobs } = await refusal(client, ADD, {
      input: { description: POSTING_TEXT, refuseDuplicate: true },
    });
    expect(message).toBe(
      'You saved this job already: "Senior Backend Engineer" at Northwind Traders',
    );
    expect(jobs).toEqual([
      {
        id: saved.id,
        title: 'Senior Backend Engineer',
        company: 'Northwind Traders',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(await jobCount(client)).toBe(1);

    // Asked to add it anyway (or not asked to refuse: the API's default), it is added.
    await client.ok(ADD, { input: { description: POSTING_TEXT, refuseDuplicate: false } });
    await client.ok(ADD, { input: { description: POSTING_TEXT } });
    expect(await jobCount(client)).toBe(3);
  });

  it('knows a job by its title at its company, ignoring case, whatever the posting says', async () => {
    const client = await app.newClient();
    await client.ok(ADD, {
      input: { description: 'Requirements: Go', title: 'Data Engineer', company: 'Fabrikam' },
    });
    await refusal(client, ADD, {
      input: {
        description: 'A different text. Requirements: Python',
        title: '  data ENGINEER ',
        company: 'FABRIKAM',
        refuseDuplicate: true,
      },
    });
    // Another company, or none named (a bare title says little), is another job.
    for (const company of ['Contoso', null]) {
      const { addJob } = await client.ok(ADD, {
        input: {
          description: 'Requirements: Go',
          title: 'Data Engineer',
          company,
          refuseDuplicate: true,
        },
      });
      expect(addJob.company).toBe(company);
    }
  });

  it('knows a job by its link, ignoring case, a fragment and a trailing slash', async () => {
    const client = await app.newClient();
    await client.ok(ADD, {
      input: {
        description: 'Requirements: Go',
        title: 'Backend Engineer',
        url: 'https://jobs.example.com/openings/42',
      },
    });
    for (const url of [
      'https://jobs.example.com/openings/42',
      'https://JOBS.example.com/openings/42/',
      'https://jobs.example.com/openings/42#apply',
    ]) {
      const { jobs } = await refusal(client, ADD, {
        input: {
          description: 'Requirements: Rust',
          title: 'Other title',
          url,
          refuseDuplicate: true,
        },
      });
      expect(jobs.map((job) => job.title)).toEqual(['Backend Engineer']);
    }
    const { addJob } = await client.ok(ADD, {
      input: {
        description: 'Requirements: Go',
        title: 'Backend Engineer II',
        url: 'https://jobs.example.com/openings/421',
        refuseDuplicate: true,
      },
    });
    expect(addJob.url).toBe('https://jobs.example.com/openings/421');
  });

  it('names at most three saved jobs, newest first', async () => {
    const client = await app.newClient();
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1)
      ids.push((await client.ok(ADD, { input: { description: POSTING_TEXT } })).addJob.id);
    const { jobs } = await refusal(client, ADD, {
      input: { description: POSTING_TEXT, refuseDuplicate: true },
    });
    expect(jobs.map((job) => job.id)).toEqual(ids.slice(1).reverse());
  });

  it("leaves another person's jobs out", async () => {
    const owner = await app.newClient();
    const other = await app.newClient();
    await owner.ok(ADD, { input: { description: POSTING_TEXT } });
    await other.ok(ADD, { input: { description: POSTING_TEXT, refuseDuplicate: true } });
    expect(await jobCount(other)).toBe(1);
  });

  it('importJobFromUrl refuses a careers page saved already, by either of its addresses', async () => {
    const client = await app.newClient();
    const { importJobFromUrl: saved } = await client.ok(IMPORT_URL, {
      url: `${siteUrl}/jobs/42`,
      refuse: true,
    });
    // Asked for by its old address, the page is found where it was saved from.
    const { jobs } = await refusal(client, IMPORT_URL, { url: `${siteUrl}/moved`, refuse: true });
    expect(jobs.map((job) => job.id)).toEqual([saved.id]);
    expect(await jobCount(client)).toBe(1);

    // A pasted job saved under the old address counts too.
    const pasting = await app.newClient();
    await pasting.ok(ADD, {
      input: { description: 'Requirements: Go', title: 'Pasted', url: `${siteUrl}/moved` },
    });
    await refusal(pasting, IMPORT_URL, { url: `${siteUrl}/moved`, refuse: true });
    await pasting.ok(IMPORT_URL, { url: `${siteUrl}/moved`, refuse: false });
    expect(await jobCount(pasting)).toBe(2);
  });
});
