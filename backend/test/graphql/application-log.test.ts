/**
 * The job search log (exportApplications): the user's applications as a CSV file, one row each,
 * the days on the person's calendar, a span of days sent, nothing of another user's, and text
 * that a spreadsheet would run kept as text. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_COLUMNS } from '../../src/applications/application-log.js';
import { testEngines } from '../support/databases.js';
import { APP_ORIGIN } from '../accounts/accounts-app.js';
import {
  newApplication,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const EXPORT = `mutation($input: ExportApplicationsInput!) {
  exportApplications(input: $input) { filename mediaType base64 }
}`;
const MOVE = `mutation($id: ID!, $status: ApplicationStatus!) {
  moveApplication(input: { id: $id, status: $status }) { status }
}`;

interface File {
  filename: string;
  mediaType: string;
  base64: string;
}

/** RFC 4180 records, read the way a spreadsheet reads them (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  if (field !== '' || record.length > 0) throw new Error('the file does not end with CRLF');
  return records;
}

describe.each(testEngines)('the job search log, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  const ids = { sent: '', draft: '', late: '' };

  async function exported(input: Record<string, unknown>, as = owner) {
    const { exportApplications: file } = await as.ok<{ exportApplications: File }>(EXPORT, {
      input,
    });
    const bytes = Buffer.from(file.base64, 'base64');
    return { file, bytes, records: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
  }

  /** The record's cells by column name. */
  const byColumn = (record: string[]) =>
    Object.fromEntries(LOG_COLUMNS.map((column, index) => [column, record[index]]));

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    const add = async (title: string, company: string, extra = '') =>
      (
        await owner.ok<{ addJob: { id: string } }>(
          `mutation($t: String!, $c: String) {
            addJob(input: {title: $t, company: $c, location: "Berlin", url: "https://jobs.example/1",
              description: "Requirements\\n- Go\\nSalary: €60,000 - €70,000 a year"${extra}}) { id }
          }`,
          { t: title, c: company },
        )
      ).addJob.id;
    const start = async (jobId: string) =>
      (
        await owner.ok<{ createApplication: { id: string } }>(
          'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
          { id: jobId },
        )
      ).createApplication.id;

    ids.sent = await start(await add('Platform Engineer', 'Northwind, Inc.'));
    await owner.ok(MOVE, { id: ids.sent, status: 'applied' });
    await owner.ok(
      'mutation($input: SetApplicationSourceInput!) { setApplicationSource(input: $input) { id } }',
      { input: { id: ids.sent, source: 'LinkedIn' } },
    );
    await owner.ok('mutation($input: AddContactInput!) { addContact(input: $input) { id } }', {
      input: {
        applicationId: ids.sent,
        name: 'Dana Brooks',
        role: 'Recruiter',
        email: 'dana@northwind.example',
      },
    });
    await owner.ok('mutation($input: AddContactInput!) { addContact(input: $input) { id } }', {
      input: { applicationId: ids.sent, name: 'Sam Lee' },
    });
    await owner.ok(
      'mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }',
      { input: { applicationId: ids.sent, startsAt: '2026-12-03T09:00:00Z' } },
    );
    await owner.ok(
      'mutation($input: AddApplicationNoteInput!) { addApplicationNote(input: $input) { id } }',
      { input: { id: ids.sent, text: '=HYPERLINK("http://evil.example","Click")' } },
    );
    await owner.ok(
      'mutation($input: AddApplicationNoteInput!) { addApplicationNote(input: $input) { id } }',
      { input: { id: ids.sent, text: 'Said "call me", then, nothing' } },
    );
    ids.draft = await start(await add('Data Analyst', 'Cobalt Games'));
    ids.late = await start(await add('Site Reliability Engineer', 'Acme'));
    await owner.ok(MOVE, { id: ids.late, status: 'applied' });
    // Sent at 23:30 UTC on 1 November: already the 2nd in Berlin.
    await app.db.query(
      `UPDATE applications SET applied_at = '2026-11-01T23:30:00Z' WHERE id = $1`,
      [ids.late],
    );
    await app.db.query(
      `UPDATE applications SET applied_at = '2026-11-10T12:00:00Z' WHERE id = $1`,
      [ids.sent],
    );
    // Someone else's application is never in the owner's log.
    const other = await app.newClient();
    await newApplication(other, 'Not Yours Engineer');
  });
  afterAll(() => app.close());

  it('writes every application, one row each, sent ones first by the day they were sent', async () => {
    const { file, bytes, records } = await exported({ timeZone: 'Europe/Berlin' });
    expect(file).toMatchObject({
      filename: 'job-search-log.csv',
      mediaType: 'text/csv; charset=utf-8',
    });
    // A byte order mark, for Excel.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = records;
    expect(header).toEqual([...LOG_COLUMNS]);
    expect(rows.map((row) => byColumn(row)['Job title'])).toEqual([
      'Site Reliability Engineer',
      'Platform Engineer',
      'Data Analyst',
    ]);
    const [late, sent, draft] = rows.map(byColumn);
    expect(late?.['Applied on']).toBe('2026-11-02');
    expect(sent).toMatchObject({
      'Applied on': '2026-11-10',
      Company: 'Northwind, Inc.',
      Location: 'Berlin',
      Status: 'Applied',
      Source: 'LinkedIn',
      Contacts: 'Dana Brooks (Recruiter) <dana@northwind.example>; Sam Lee',
      Interviews: '1',
      'Pay from': '60000',
      'Pay to': '70000',
      'Pay currency': 'EUR',
      'Pay period': 'year',
      'Job link': 'https://jobs.example/1',
      // Kept as text: a spreadsheet does not run it.
      Notes: `'=HYPERLINK("http://evil.example","Click")\nSaid "call me", then, nothing`,
      Application: `${APP_ORIGIN}/applications/${ids.sent}`,
    });
    expect(draft).toMatchObject({
      'Applied on': '',
      Status: 'Draft',
      Contacts: '',
      Interviews: '0',
    });
    expect(draft?.['Added on']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the applications sent in a span of days on the calendar asked for', async () => {
    const inBerlin = await exported({
      appliedFrom: '2026-11-02',
      appliedTo: '2026-11-02',
      timeZone: 'Europe/Berlin',
    });
    expect(inBerlin.file.filename).toBe('job-search-log-2026-11-02-to-2026-11-02.csv');
    expect(inBerlin.records.slice(1).map((row) => byColumn(row)['Job title'])).toEqual([
      'Site Reliability Engineer',
    ]);
    // On UTC's calendar it was sent on the 1st.
    const inUtc = await exported({ appliedFrom: '2026-11-02', appliedTo: '2026-11-02' });
    expect(inUtc.records).toHaveLength(1);
    const fromOnly = await exported({ appliedFrom: '2026-11-05', timeZone: 'Europe/Berlin' });
    expect(fromOnly.records.slice(1).map((row) => byColumn(row)['Job title'])).toEqual([
      'Platform Engineer',
    ]);
    const toOnly = await exported({ appliedTo: '2026-11-05', timeZone: 'Europe/Berlin' });
    expect(toOnly.records.slice(1).map((row) => byColumn(row)['Job title'])).toEqual([
      'Site Reliability Engineer',
    ]);
  });

  it('refuses a span that ends before it begins, an unknown zone and a malformed day', async () => {
    const backwards = await owner.run(EXPORT, {
      input: { appliedFrom: '2026-11-10', appliedTo: '2026-11-09' },
    });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'appliedTo' },
    });
    const zone = await owner.run(EXPORT, { input: { timeZone: 'Mars/Olympus' } });
    expect(zone.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'timeZone' },
    });
    const day = await owner.run(EXPORT, { input: { appliedFrom: '2026-13-40' } });
    expect(day.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is only a header for someone with no applications', async () => {
    const newcomer = await app.newClient();
    const { records } = await exported({}, newcomer);
    expect(records).toEqual([[...LOG_COLUMNS]]);
  });
});
