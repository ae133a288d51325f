/** The job resolvers, on both engines: add, import from a URL, edit, delete, match, search. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const ADD = `mutation Add($input: AddJobInput!) {
  addJob(input: $input) { id title company location url descriptionFormat descriptionText }
}`;
const IMPORT_URL = `mutation Import($url: String!) {
  importJobFromUrl(url: $url) { id title company location url descriptionFormat applyBy pay { currency min max period } posting { mustHave { name } niceToHave { name } } }
}`;

const CAREERS_PAGE = `<!doctype html><html><head><title>Careers at Contoso</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Staff Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Contoso' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
  validThrough: '2031-03-15T23:59:59-05:00',
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 110000, unitText: 'YEAR' },
  },
  description:
    '<p>Own our developer platform.</p><h3>Requirements</h3><ul><li>Kubernetes</li><li>TypeScript</li></ul><h3>Nice to have</h3><ul><li>Terraform</li></ul>',
})}</script></head><body><div id="root"></div></body></html>`;

describe.each(testEngines)('GraphQL jobs on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let stranger: GraphQLClient;
  let jobId: string;
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
      } else if (request.url === '/plain') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body><h1>We are hiring</h1></body></html>');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    stranger = await app.newClient();
    await owner.ok(
      `mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }`,
      { t: RESUME_TEXT },
    );
    jobId = (await owner.ok(ADD, { input: { description: POSTING_TEXT } })).addJob.id;
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('addJob reads the title, company and location from a pasted posting', async () => {
    const { job } = await owner.ok(
      `query($id: ID!) { job(id: $id) { title company location descriptionFormat descriptionText } }`,
      { id: jobId },
    );
    expect(job).toMatchObject({
      title: 'Senior Backend Engineer',
      company: 'Northwind Traders',
      location: 'Remote (EU)',
      descriptionFormat: 'text',
    });
    expect(job.descriptionText).toContain('Strong PostgreSQL skills');
  });

  it('addJob keeps what the user typed over what the posting says, and reads HTML', async () => {
    const { addJob } = await owner.ok(ADD, {
      input: {
        title: 'Backend Engineer (Payments)',
        company: 'Acme',
        url: 'https://jobs.example.com/1',
        description: '<h1>Engineer</h1><h2>Requirements</h2><ul><li>Go</li><li>gRPC</li></ul>',
      },
    });
    expect(addJob).toMatchObject({
      title: 'Backend Engineer (Payments)',
      company: 'Acme',
      url: 'https://jobs.example.com/1',
      descriptionFormat: 'html',
    });
    expect(addJob.descriptionText).not.toContain('<');
  });

  it('addJob refuses bad input with VALIDATION_FAILED', async () => {
    for (const input of [
      { description: '' },
      { description: 'x', url: 'javascript:alert(1)', title: 'T' },
      { description: 'x'.repeat(200_001), title: 'T' },
      { description: 'no title anywhere here, just words', title: 'x'.repeat(301) },
    ]) {
      const result = await owner.run(ADD, { input });
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(input).slice(0, 80)).toBe(
        'VALIDATION_FAILED',
      );
    }
  });

  it('job.match scores the base resume now, with evidence and missing must-haves', async () => {
    const { job } = await owner.ok(
      `query($id: ID!) { job(id: $id) { match { score band cap { cap uncapped } components { key points } matched { name requirement evidence { text section } } missing { name requirement } } posting { mustHave { name } } } }`,
      { id: jobId },
    );
    expect(job.match.score).toBeGreaterThan(40);
    expect(job.match.missing).toContainEqual({ name: 'Rust', requirement: 'must' });
    const typescript = job.match.matched.find(
      (term: { name: string }) => term.name === 'TypeScript',
    );
    expect(typescript.evidence[0].text).toContain('TypeScript');
    expect(job.posting.mustHave.map((term: { name: string }) => term.name)).toContain('Kubernetes');
  });

  it('job.match is null without a base resume', async () => {
    const client = await app.newClient();
    const { addJob } = await client.ok(
      `mutation($d: String!) { addJob(input: {description: $d}) { match { score } } }`,
      { d: POSTING_TEXT },
    );
    expect(addJob.match).toBeNull();
  });

  it('importJobFromUrl reads the JobPosting JSON-LD of a page, following redirects', async () => {
    const { importJobFromUrl } = await owner.ok(IMPORT_URL, { url: `${siteUrl}/moved` });
    expect(importJobFromUrl).toMatchObject({
      title: 'Staff Platform Engineer',
      company: 'Contoso',
      url: `${siteUrl}/jobs/42`,
      descriptionFormat: 'html',
    });
    expect(importJobFromUrl.location).toContain('Berlin');
    // The page's validThrough, as the day it writes.
    expect(importJobFromUrl.applyBy).toBe('2031-03-15');
    // The page's baseSalary.
    expect(importJobFromUrl.pay).toEqual({
      currency: 'EUR',
      min: 90000,
      max: 110000,
      period: 'year',
    });
    expect(importJobFromUrl.posting.mustHave.map((term: { name: string }) => term.name)).toEqual(
      expect.arrayContaining(['Kubernetes', 'TypeScript']),
    );
  });

  it('importJobFromUrl says what went wrong with a page', async () => {
    const cases: [string, string][] = [
      [`${siteUrl}/plain`, 'NO_JOB_POSTING'],
      [`${siteUrl}/missing`, 'FETCH_FAILED'],
      ['ftp://example.com/job', 'VALIDATION_FAILED'],
      ['not a url', 'VALIDATION_FAILED'],
    ];
    for (const [url, code] of cases) {
      const result = await owner.run(IMPORT_URL, { url });
      expect(result.errors?.[0]?.extensions.code, url).toBe(code);
    }
  });

  it('importJobFromUrl refuses private addresses when the configuration denies them', async () => {
    const denying = await startGraphQLApp(engine, { JOB_IMPORT_PRIVATE_HOSTS: 'deny' });
    try {
      const client = await denying.newClient();
      const result = await client.run(IMPORT_URL, { url: `${siteUrl}/jobs/42` });
      expect(result.errors?.[0]?.extensions.code).toBe('URL_NOT_ALLOWED');
    } finally {
      await denying.close();
    }
  });

  it('jobs lists newest first and searches title and company', async () => {
    const client = await app.newClient();
    for (const [title, company] of [
      ['Data Engineer', 'Fabrikam'],
      ['Frontend Engineer', 'Contoso'],
      ['Designer', 'Contoso'],
    ]) {
      await client.ok(ADD, { input: { title, company, description: 'Requirements: React' } });
    }
    const all = await client.ok('{ jobs { title } }');
    expect(all.jobs.map((job: { title: string }) => job.title)).toEqual([
      'Designer',
      'Frontend Engineer',
      'Data Engineer',
    ]);
    const found = await client.ok('{ jobs(search: "contoso engineer") { title } }');
    expect(found.jobs).toEqual([{ title: 'Frontend Engineer' }]);
    // The count is of every job the search matches, whatever the list's limit.
    const limited = await client.ok(
      '{ jobs(limit: 1) { title } jobCount contoso: jobCount(search: " Contoso ") }',
    );
    expect(limited).toEqual({ jobs: [{ title: 'Designer' }], jobCount: 3, contoso: 2 });
    const none = await client.ok('{ jobCount(search: "nothing like it") }');
    expect(none.jobCount).toBe(0);
    const bad = await client.run('{ jobs(limit: 0) { title } }');
    expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const long = await client.run(`{ jobCount(search: "${'x'.repeat(201)}") }`);
    expect(long.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });

  it('jobs pages on with `after`, unshaken by jobs added meanwhile', async () => {
    const client = await app.newClient();
    const ids: string[] = [];
    for (const title of ['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']) {
      ids.push(
        (
          await client.ok(ADD, {
            input: { title, company: 'Paging', description: 'Requirements: Go' },
          })
        ).addJob.id,
      );
    }
    const PAGE =
      'query($after: ID, $search: String) { jobs(limit: 2, after: $after, search: $search) { id title } }';
    const titles = (page: Record<string, { title: string }[]>) =>
      (page.jobs ?? []).map((job) => job.title);

    const first = await client.ok(PAGE, {});
    expect(titles(first)).toEqual(['Job 5', 'Job 4']);
    // A job added between pages is newer than all of them: the next page does not repeat one.
    await client.ok(ADD, {
      input: { title: 'Job 6', company: 'Paging', description: 'Requirements: Go' },
    });
    const second = await client.ok(PAGE, { after: first.jobs[1].id });
    expect(titles(second)).toEqual(['Job 3', 'Job 2']);
    const last = await client.ok(PAGE, { after: second.jobs[1].id });
    expect(titles(last)).toEqual(['Job 1']);
    const end = await client.ok(PAGE, { after: last.jobs[0].id });
    expect(end.jobs).toEqual([]);
    // With a search, the page goes on among the jobs that match it.
    const searched = await client.ok(PAGE, { after: ids[4], search: 'job 1' });
    expect(titles(searched)).toEqual(['Job 1']);

    // Someone else's job, a malformed id and a deleted job are all simply not found.
    const othersJob = await client.run(PAGE, { after: jobId });
    expect(othersJob.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const malformed = await client.run(PAGE, { after: "1' OR '1'='1" });
    expect(malformed.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await client.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: ids[2] });
    const deleted = await client.run(PAGE, { after: ids[2] });
    expect(deleted.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('jobs orders by match or pay over every job the list keeps, then pages through that order', async () => {
    const client = await app.newClient();
    await client.ok(
      `mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }`,
      { t: RESUME_TEXT },
    );
    // Oldest first; the best match and the best pay are among the oldest, past any first page.
    const postings: [string, string][] = [
      [
        'Best match',
        'Requirements\n- TypeScript\n- Node.js\n- PostgreSQL\n- Kubernetes\nSalary: $90,000 a year',
      ],
      ['Best pay', 'Requirements\n- COBOL\n- Fortran\nSalary: $70 - $90 an hour'],
      ['Half a match', 'Requirements\n- TypeScript\n- Haskell\n- Erlang'],
      ['Euro pay', 'Requirements\n- Rust\nSalary: €500,000 a year'],
      ['Newest', 'Requirements\n- Go\n- Elixir\nSalary: $100,000 a year'],
    ];
    for (const [title, description] of postings)
      await client.ok(ADD, { input: { title, company: 'Order', description } });
    const PAGE = `query($sort: JobSort, $after: ID, $stage: JobStage) {
      jobs(sort: $sort, limit: 2, after: $after, stage: $stage) { id title match { score } }
    }`;
    type Listed = { id: string; title: string; match: { score: number } | null }[];
    const pagesOf = async (sort: string, stage?: string) => {
      const titles: string[] = [];
      let after: string | undefined;
      for (;;) {
        const { jobs } = await client.ok<{ jobs: Listed }>(PAGE, { sort, after, stage });
        if (jobs.length === 0) return titles;
        titles.push(...jobs.map((job) => job.title));
        after = jobs.at(-1)?.id;
      }
    };

    const byMatch = await pagesOf('match');
    expect(byMatch[0]).toBe('Best match');
    expect(byMatch[1]).toBe('Half a match');
    expect([...byMatch].sort()).toEqual(postings.map(([title]) => title).sort());
    // The order is the scores the list shows, best first.
    const { jobs: shown } = await client.ok<{ jobs: Listed }>(
      '{ jobs(sort: match, limit: 5) { id title match { score } } }',
    );
    const scores = shown.map((job) => job.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A year of $90 an hour beats $100,000; dollars before euros, most jobs state them.
    expect(await pagesOf('pay')).toEqual([
      'Best pay',
      'Newest',
      'Best match',
      'Euro pay',
      'Half a match',
    ]);
    expect(await pagesOf('newest')).toEqual(postings.map(([title]) => title).reverse());
    // A stage keeps its own jobs: none of these has an application that ended.
    expect(await pagesOf('pay', 'closed')).toEqual([]);

    // An `after` not in the list is NOT_FOUND, as in the newest-first list.
    const foreign = await client.run(PAGE, { sort: 'match', after: jobId });
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const unknown = await client.run(PAGE, { sort: 'pay', after: 'not-an-id' });
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const wrong = await client.run('{ jobs(sort: best) { id } }');
    expect(wrong.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('jobs orders by the last day to apply from the caller’s day: ahead soonest, gone by, none', async () => {
    const client = await app.newClient();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const [title, applyBy] of [
      ['None', null],
      ['Later', day(30)],
      ['Gone', day(-3)],
      ['Soon', day(3)],
    ] as const)
      await client.ok(ADD, {
        input: { title, company: 'Dates', description: 'Requirements\n- Go', applyBy },
      });
    const ORDER = 'query($today: Date) { jobs(sort: closing, today: $today) { title applyBy } }';
    const { jobs } = await client.ok<{ jobs: { title: string }[] }>(ORDER, { today: day(0) });
    expect(jobs.map((job) => job.title)).toEqual(['Soon', 'Later', 'Gone', 'None']);
    // Without a day, the server's; a day far from it is no one's today.
    const serverDay = await client.ok<{ jobs: { title: string }[] }>(ORDER, {});
    expect(serverDay.jobs.map((job) => job.title)).toEqual(['Soon', 'Later', 'Gone', 'None']);
    const far = await client.run(ORDER, { today: day(10) });
    expect(far.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    // The other orders read no day, so a clock that is off does not keep them from listing.
    for (const sort of ['match', 'pay', 'newest']) {
      const other = await client.ok<{ jobs: unknown[] }>(
        `query($today: Date) { jobs(sort: ${sort}, today: $today) { title } }`,
        { today: day(10) },
      );
      expect(other.jobs).toHaveLength(4);
    }
  });

  it('jobs by match without a base resume lists every job, newest first', async () => {
    const client = await app.newClient();
    for (const title of ['First', 'Second'])
      await client.ok(ADD, {
        input: { title, company: 'Nobody', description: 'Requirements\n- Go' },
      });
    const { jobs } = await client.ok<{ jobs: { title: string; match: null }[] }>(
      '{ jobs(sort: match) { title match { score } } }',
    );
    expect(jobs).toEqual([
      { title: 'Second', match: null },
      { title: 'First', match: null },
    ]);
  });

  it('updateJob changes the posting and the match follows; deleteJob removes it with its application', async () => {
    const { addJob } = await owner.ok(ADD, {
      input: { title: 'Temp', description: 'Requirements: Rust, Haskell' },
    });
    const before = await owner.ok('query($id: ID!) { job(id: $id) { match { score } } }', {
      id: addJob.id,
    });
    const { updateJob } = await owner.ok(
      `mutation($input: UpdateJobInput!) { updateJob(input: $input) { title location match { score } } }`,
      {
        input: {
          id: addJob.id,
          location: 'Porto',
          description: 'Requirements: TypeScript, PostgreSQL, Kubernetes',
        },
      },
    );
    expect(updateJob.title).toBe('Temp');
    expect(updateJob.location).toBe('Porto');
    expect(updateJob.match.score).toBeGreaterThan(before.job.match.score);
    await owner.ok('mutation($id: ID!) { createApplication(jobId: $id) { id } }', {
      id: addJob.id,
    });
    const { deleteJob } = await owner.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', {
      id: addJob.id,
    });
    expect(deleteJob.id).toBe(addJob.id);
    const gone = await owner.run('query($id: ID!) { job(id: $id) { id } }', { id: addJob.id });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const { applications } = await owner.ok('{ applications { job { id } } }');
    expect(
      applications.map((application: { job: { id: string } }) => application.job.id),
    ).not.toContain(addJob.id);
  });

  it('applyBy is set when adding, kept by other edits, changed and cleared by updateJob', async () => {
    const UPDATE = `mutation($input: UpdateJobInput!) { updateJob(input: $input) { applyBy title } }`;
    const { addJob } = await owner.ok(
      'mutation($input: AddJobInput!) { addJob(input: $input) { id applyBy } }',
      { input: { title: 'Dated', description: 'Requirements: Go', applyBy: '2030-06-30' } },
    );
    expect(addJob.applyBy).toBe('2030-06-30');
    const kept = await owner.ok(UPDATE, { input: { id: addJob.id, title: 'Dated again' } });
    expect(kept.updateJob).toEqual({ applyBy: '2030-06-30', title: 'Dated again' });
    const moved = await owner.ok(UPDATE, { input: { id: addJob.id, applyBy: '2030-07-01' } });
    expect(moved.updateJob.applyBy).toBe('2030-07-01');
    const listed = await owner.ok('{ jobs { id applyBy } }');
    expect(listed.jobs).toContainEqual({ id: addJob.id, applyBy: '2030-07-01' });
    const cleared = await owner.ok(UPDATE, { input: { id: addJob.id, applyBy: null } });
    expect(cleared.updateJob.applyBy).toBeNull();
    for (const applyBy of ['1999-12-31', '3000-01-01', '2030-02-30', '30.06.2030', 20300630]) {
      const refused = await owner.run(UPDATE, { input: { id: addJob.id, applyBy } });
      expect(
        ['VALIDATION_FAILED', 'BAD_USER_INPUT'],
        `${applyBy}: ${JSON.stringify(refused.errors)}`,
      ).toContain(refused.errors?.[0]?.extensions.code);
    }
    await owner.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: addJob.id });
  });

  it('jobsClosingSoon lists the jobs not applied to whose last day is near, soonest first', async () => {
    const client = await app.newClient();
    const day = (offset: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const add = async (title: string, applyBy: string | null) =>
      (
        await client.ok('mutation($input: AddJobInput!) { addJob(input: $input) { id } }', {
          input: { title, description: 'Requirements: Go', applyBy },
        })
      ).addJob.id as string;
    const inThreeDays = await add('In three days', day(3));
    const today = await add('Today', day(0));
    const yesterday = await add('Yesterday', day(-1));
    await add('Next month', day(30));
    await add('Undated', null);
    const drafted = await add('Drafted', day(5));
    const applied = await add('Applied', day(1));
    for (const [jobId, status] of [
      [drafted, 'ready'],
      [applied, 'applied'],
    ] as const) {
      const { createApplication } = await client.ok(
        'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
        { id: jobId },
      );
      await client.ok(
        'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
        { id: createApplication.id, s: status },
      );
    }
    const QUERY = 'query($d: Int) { jobsClosingSoon(withinDays: $d) { id title applyBy } }';
    const { jobsClosingSoon } = await client.ok(QUERY);
    expect(jobsClosingSoon).toEqual([
      { id: today, title: 'Today', applyBy: day(0) },
      { id: inThreeDays, title: 'In three days', applyBy: day(3) },
      { id: drafted, title: 'Drafted', applyBy: day(5) },
    ]);
    const todayOnly = await client.ok(QUERY, { d: 0 });
    expect(todayOnly.jobsClosingSoon.map((job: { id: string }) => job.id)).toEqual([today]);
    // The caller's own day, a day ahead of the server's (east of UTC after its midnight):
    // today's job has closed there, and the window reaches a day further.
    const BY_DAY = 'query($t: Date) { jobsClosingSoon(withinDays: 4, today: $t) { id } }';
    const ahead = await client.ok(BY_DAY, { t: day(1) });
    expect(ahead.jobsClosingSoon.map((job: { id: string }) => job.id)).toEqual([
      inThreeDays,
      drafted,
    ]);
    const behind = await client.ok(BY_DAY, { t: day(-1) });
    expect(behind.jobsClosingSoon.map((job: { id: string }) => job.id)).toEqual([
      yesterday,
      today,
      inThreeDays,
    ]);
    for (const t of [day(2), day(-2), '2100-01-01']) {
      const refused = await client.run(BY_DAY, { t });
      expect(refused.errors?.[0]?.extensions.code, t).toBe('VALIDATION_FAILED');
      const followUps = await client.run('query($t: Date) { followUpsDue(today: $t) { id } }', {
        t,
      });
      expect(followUps.errors?.[0]?.extensions.code, t).toBe('VALIDATION_FAILED');
    }
    expect((await stranger.ok(QUERY)).jobsClosingSoon).toEqual([]);
    for (const d of [-1, 367]) {
      const refused = await client.run(QUERY, { d });
      expect(refused.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
  });

  it("another user's job is not found, for every resolver that takes its id", async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { job(id: $id) { id } }', { id: jobId }],
      [
        'mutation($input: UpdateJobInput!) { updateJob(input: $input) { id } }',
        { input: { id: jobId, title: 'Mine' } },
      ],
      ['mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: jobId }],
      ['mutation($id: ID!) { tailorResume(jobId: $id) { id } }', { id: jobId }],
      ['mutation($id: ID!) { createApplication(jobId: $id) { id } }', { id: jobId }],
    ];
    await stranger.ok(
      `mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }`,
      { t: RESUME_TEXT },
    );
    for (const [query, variables] of operations) {
      const result = await stranger.run(query, variables);
      expect(result.errors?.[0]?.extensions.code, query).toBe('NOT_FOUND');
    }
    expect((await stranger.ok('{ jobs { id } }')).jobs).toEqual([]);
    const { job } = await owner.ok(
      'query($id: ID!) { job(id: $id) { title application { id } } }',
      { id: jobId },
    );
    expect(job).toEqual({ title: 'Senior Backend Engineer', application: null });
  });
});
