/**
 * Importing applications from a spreadsheet (importApplications): a tracker's own headers and
 * words read, a dry run stores nothing, each row that does not read says why and leaves the
 * others be, importing the same file twice adds nothing, and the job search log reads back into
 * another account as it was. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const IMPORT = `mutation($input: ImportApplicationsInput!) {
  importApplications(input: $input) {
    dryRun imported
    columns { header field }
    rows { line title company status appliedOn problem applicationId }
  }
}`;
const EXPORT = `mutation($input: ExportApplicationsInput!) {
  exportApplications(input: $input) { base64 }
}`;
const APPLICATIONS = `{
  applications {
    id status appliedAt followUpOn source
    job { title company location url applyBy }
    events { kind toStatus note }
    contacts { name role email }
  }
}`;

interface Row {
  line: number;
  title: string | null;
  company: string | null;
  status: string | null;
  appliedOn: string | null;
  problem: string | null;
  applicationId: string | null;
}

interface Import {
  dryRun: boolean;
  imported: number;
  columns: { header: string; field: string | null }[];
  rows: Row[];
}

interface Application {
  id: string;
  status: string;
  appliedAt: string | null;
  followUpOn: string | null;
  source: string | null;
  job: {
    title: string;
    company: string | null;
    location: string | null;
    url: string | null;
    applyBy: string | null;
  };
  events: { kind: string; toStatus: string | null; note: string | null }[];
  contacts: { name: string; role: string | null; email: string | null }[];
}

/** A tracker as Excel in Germany saves it: semicolons, its own headers and words. */
const TRACKER = [
  'Position;Employer;Stage;Date Applied;Job-Link;Found on;Salary;Comments;Follow up;Recruiter',
  'Platform Engineer;"Northwind; Inc.";Phone screen;03/11/2026;https://jobs.example/northwind#apply;LinkedIn;90k;"Met Dana at a meetup;\nfollow up";2026-12-07;"Dana Brooks <dana@northwind.example>\nSam Lee (Hiring manager)"',
  'Data Analyst;Cobalt Games;;;https://jobs.example/cobalt;;;;',
  'Site Reliability Engineer;Acme;Applied;2026-11-20;;Referral;;;',
  ';Nameless Corp;Applied;2026-11-21;;;;;',
  'Designer;Initech;Ghosted;2026-11-02;;;;;',
  'Support Engineer;Globex;Applied;31/02/2026;;;;;',
  'Platform Engineer;"Northwind; Inc.";Applied;2026-11-04;https://JOBS.example/northwind/;;;;',
  'Staff Engineer;Umbrella;Offer;Nov 12, 2026;;Company website;;;',
].join('\r\n');

describe.each(testEngines)('importing applications, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;

  const run = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ importApplications: Import }>(IMPORT, { input })).importApplications;
  const applicationsOf = async (as = owner) =>
    (await as.ok<{ applications: Application[] }>(APPLICATIONS)).applications;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
  });
  afterAll(() => app.close());

  it("reads a tracker's columns and words, and a dry run stores nothing", async () => {
    const result = await run({ csv: TRACKER, dayOrder: 'day_first', dryRun: true });
    expect(result.dryRun).toBe(true);
    expect(result.columns).toEqual([
      { header: 'Position', field: 'title' },
      { header: 'Employer', field: 'company' },
      { header: 'Stage', field: 'status' },
      { header: 'Date Applied', field: 'applied_on' },
      { header: 'Job-Link', field: 'url' },
      { header: 'Found on', field: 'source' },
      { header: 'Salary', field: null },
      { header: 'Comments', field: 'notes' },
      { header: 'Follow up', field: 'follow_up_on' },
      { header: 'Recruiter', field: 'contacts' },
    ]);
    expect(
      result.rows.map(({ line, status, appliedOn, problem }) => ({
        line,
        status,
        appliedOn,
        problem,
      })),
    ).toEqual([
      { line: 2, status: 'interviewing', appliedOn: '2026-11-03', problem: null },
      { line: 5, status: 'draft', appliedOn: null, problem: null },
      { line: 6, status: 'applied', appliedOn: '2026-11-20', problem: null },
      { line: 7, status: null, appliedOn: null, problem: 'It has no job title' },
      {
        line: 8,
        status: null,
        appliedOn: null,
        problem: expect.stringContaining('"Ghosted" is not a status we know') as unknown,
      },
      {
        line: 9,
        status: null,
        appliedOn: null,
        problem: 'The day applied "31/02/2026" is not a day we can read: write it as 2026-11-03',
      },
      { line: 10, status: 'applied', appliedOn: '2026-11-04', problem: 'The same job as line 2' },
      { line: 11, status: 'offer', appliedOn: '2026-11-12', problem: null },
    ]);
    expect(result.imported).toBe(4);
    expect(result.rows.every((row) => row.applicationId === null)).toBe(true);
    expect(await applicationsOf()).toEqual([]);
  });

  it('asks which comes first in a day such as 03/11/2026 when nobody said', async () => {
    const result = await run({ csv: TRACKER, dryRun: true });
    expect(result.rows[0]?.problem).toBe(
      'The day applied "03/11/2026" could be read two ways: say whether days or months come first',
    );
  });

  it('imports every row that reads, at its status and day, and says so in its history', async () => {
    const result = await run({ csv: TRACKER, dayOrder: 'day_first', timeZone: 'Pacific/Auckland' });
    expect(result.dryRun).toBe(false);
    expect(result.imported).toBe(4);
    const made = result.rows.filter((row) => row.problem === null);
    expect(made.every((row) => row.applicationId !== null)).toBe(true);
    const applications = await applicationsOf();
    expect(applications).toHaveLength(4);
    const platform = applications.find((application) => application.id === made[0]?.applicationId);
    expect(platform).toMatchObject({
      status: 'interviewing',
      followUpOn: '2026-12-07',
      source: 'LinkedIn',
      job: {
        title: 'Platform Engineer',
        company: 'Northwind; Inc.',
        url: 'https://jobs.example/northwind#apply',
      },
      events: [
        {
          kind: 'created',
          toStatus: 'interviewing',
          note: 'Imported from a spreadsheet (line 2) as Interviewing',
        },
      ],
      contacts: [
        { name: 'Dana Brooks', role: 'Recruiter', email: 'dana@northwind.example' },
        { name: 'Sam Lee', role: 'Hiring manager', email: null },
      ],
    });
    // Noon on 3 November in Auckland is still the 3rd there (and 2 November in UTC).
    expect(platform?.appliedAt).toBe('2026-11-02T23:00:00.000Z');
    const draft = applications.find((application) => application.job.title === 'Data Analyst');
    expect(draft).toMatchObject({ status: 'draft', appliedAt: null, source: null });
  });

  it('adds nothing when the same file comes again', async () => {
    const again = await run({ csv: TRACKER, dayOrder: 'day_first' });
    expect(again.imported).toBe(0);
    // The four imported, and line 10, whose link is line 2's.
    expect(again.rows.filter((row) => row.problem === 'This job is saved already')).toHaveLength(5);
    expect(await applicationsOf()).toHaveLength(4);
  });

  it('reads the job search log back into another account as it was', async () => {
    const { exportApplications } = await owner.ok<{ exportApplications: { base64: string } }>(
      EXPORT,
      { input: { timeZone: 'Pacific/Auckland' } },
    );
    const csv = Buffer.from(exportApplications.base64, 'base64').toString('utf8');
    const other = await app.newClient();
    const result = await run({ csv, timeZone: 'Pacific/Auckland' }, other);
    expect(result.imported).toBe(4);
    const summary = (applications: Application[]) =>
      applications
        .map((application) => ({
          title: application.job.title,
          company: application.job.company,
          status: application.status,
          appliedAt: application.appliedAt?.slice(0, 10) ?? null,
          followUpOn: application.followUpOn,
          source: application.source,
          url: application.job.url,
          contacts: application.contacts,
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
    expect(summary(await applicationsOf(other))).toEqual(summary(await applicationsOf()));
  });

  it('refuses a file it cannot read at all, saying why', async () => {
    const failure = async (input: Record<string, unknown>) =>
      (await owner.run(IMPORT, { input })).errors?.[0]?.extensions;
    expect(await failure({ csv: '' })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'csv' },
    });
    expect(await failure({ csv: 'Company,Status\nAcme,Applied' })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'csv' },
    });
    const manyRows = [
      'Title',
      ...Array.from({ length: 1001 }, (_, index) => `Job ${String(index)}`),
    ];
    expect(await failure({ csv: manyRows.join('\n') })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'csv' },
    });
    const manyColumns = Array.from({ length: 51 }, (_, index) => `Column ${String(index)}`);
    expect(await failure({ csv: `Title,${manyColumns.join(',')}\nDev` })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await failure({ csv: `Title\n${'x'.repeat(1_000_001)}` })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'csv' },
    });
    expect(await failure({ csv: 'Title\nDev', timeZone: 'Mars/Olympus' })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'timeZone' },
    });
    expect(
      (await owner.run(IMPORT, { input: { csv: 'Title\nDev', dayOrder: 'sideways' } })).errors?.[0]
        ?.extensions.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('leaves out a row whose job would break a rule, and imports the others', async () => {
    const csv = [
      'Title,Company,Link',
      `${'T'.repeat(301)},Acme,`,
      'Backend Engineer,Acme,ftp://jobs.example/1',
      'Frontend Engineer,Acme,https://jobs.example/frontend',
    ].join('\n');
    const result = await run({ csv });
    expect(result.rows.map((row) => row.problem)).toEqual([
      'The title has at most 300 characters',
      'The URL must start with http:// or https://',
      null,
    ]);
    expect(result.imported).toBe(1);
  });

  describe('undoing an import', () => {
    const IMPORT_ID = `mutation($input: ImportApplicationsInput!) {
      importApplications(input: $input) { imported importId rows { applicationId } }
    }`;
    const IMPORTS = '{ spreadsheetImports { id importedAt jobs changed } }';
    const UNDO = 'mutation($id: ID!) { undoSpreadsheetImport(id: $id) { id jobsDeleted } }';
    const SHEET = ['Title,Company,Status,Applied on,Recruiter']
      .concat(
        ['Acme', 'Globex', 'Initech'].map(
          (company, index) =>
            `Engineer ${String(index)},${company},Applied,2026-11-0${String(index + 1)},Dana <dana@${company.toLowerCase()}.example>`,
        ),
      )
      .join('\n');
    interface Imported {
      imported: number;
      importId: string | null;
      rows: { applicationId: string | null }[];
    }
    type ImportRecord = { id: string; importedAt: string; jobs: number; changed: number };

    const importAs = async (client: GraphQLClient, csv: string, dryRun = false) =>
      (await client.ok<{ importApplications: Imported }>(IMPORT_ID, { input: { csv, dryRun } }))
        .importApplications;
    const importsOf = async (client: GraphQLClient) =>
      (await client.ok<{ spreadsheetImports: ImportRecord[] }>(IMPORTS)).spreadsheetImports;

    it('lists an import with its jobs, none changed, and a dry run or an empty one as nothing', async () => {
      const client = await app.newClient();
      expect((await importAs(client, SHEET, true)).importId).toBeNull();
      const imported = await importAs(client, SHEET);
      expect(imported.imported).toBe(3);
      expect(imported.importId).toMatch(/^[0-9a-f-]{36}$/u);
      // The same file again imports nothing, and is nothing to undo.
      expect((await importAs(client, SHEET)).importId).toBeNull();
      expect(await importsOf(client)).toEqual([
        { id: imported.importId, importedAt: expect.any(String), jobs: 3, changed: 0 },
      ]);
    });

    it('counts the jobs worked on since, and undoes the import whole', async () => {
      const client = await app.newClient();
      const imported = await importAs(client, SHEET);
      const [moved, noted] = imported.rows.map((row) => row.applicationId);
      await client.ok(
        'mutation($id: ID!) { moveApplication(input: {id: $id, status: interviewing}) { id } }',
        { id: moved },
      );
      await client.ok(
        'mutation($id: ID!) { addApplicationNote(input: {id: $id, text: "Called"}) { id } }',
        {
          id: noted,
        },
      );
      const { addJob } = await client.ok<{ addJob: { id: string } }>(
        'mutation { addJob(input: {title: "Kept", company: "Elsewhere", description: "Requirements\\n- Go"}) { id } }',
      );
      expect((await importsOf(client))[0]).toMatchObject({ jobs: 3, changed: 2 });

      expect(
        (await client.ok<{ undoSpreadsheetImport: unknown }>(UNDO, { id: imported.importId }))
          .undoSpreadsheetImport,
      ).toEqual({ id: imported.importId, jobsDeleted: 3 });
      const { jobs } = await client.ok<{ jobs: { id: string }[] }>('{ jobs { id } }');
      expect(jobs.map((job) => job.id)).toEqual([addJob.id]);
      for (const table of ['applications', 'contacts', 'application_events']) {
        const { rows } = await app.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [
          client.userId,
        ]);
        expect(rows, table).toEqual([]);
      }
      expect(await importsOf(client)).toEqual([]);
      expect((await client.run(UNDO, { id: imported.importId })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
    });

    it('keeps each user to their own imports', async () => {
      const client = await app.newClient();
      const stranger = await app.newClient();
      const imported = await importAs(client, SHEET);
      expect(await importsOf(stranger)).toEqual([]);
      for (const id of [imported.importId, 'not-an-id'])
        expect((await stranger.run(UNDO, { id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect((await importsOf(client))[0]?.jobs).toBe(3);
    });

    it('adds a file sent twice at once only once', async () => {
      const client = await app.newClient();
      const results = await Promise.all([importAs(client, SHEET), importAs(client, SHEET)]);
      expect(results.map((result) => result.imported).sort()).toEqual([0, 3]);
      const { jobs } = await client.ok<{ jobs: unknown[] }>('{ jobs { id } }');
      expect(jobs).toHaveLength(3);
    });
  });
});
