/** The resume resolvers, on both engines: import in every format, edit, base, delete, export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const IMPORT = `mutation Import($input: ImportResumeInput!) {
  importResume(input: $input) { resume { id title isBase version name headline content } warnings }
}`;
const EXPORT = `mutation Export($input: ExportResumeInput!) {
  exportResume(input: $input) { filename mediaType base64 }
}`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines)('GraphQL resumes on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let stranger: GraphQLClient;
  let resumeId: string;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    stranger = await app.newClient();
    const { importResume } = await owner.ok(IMPORT, {
      input: { format: 'text', text: RESUME_TEXT },
    });
    resumeId = importResume.resume.id;
  });
  afterAll(() => app.close());

  it('me answers the signed-in user', async () => {
    const { me } = await owner.ok('{ me { id email createdAt } }');
    expect(me.id).toBe(owner.userId);
    expect(me.email).toMatch(/@example\.com$/);
  });

  it('updateProfile sets and clears the display name', async () => {
    const UPDATE =
      'mutation($name: String) { updateProfile(input: {displayName: $name}) { displayName } }';
    expect((await owner.ok(UPDATE, { name: '  Ada L.  ' })).updateProfile.displayName).toBe(
      'Ada L.',
    );
    expect((await owner.ok('{ me { displayName } }')).me.displayName).toBe('Ada L.');
    const tooLong = await owner.run(UPDATE, { name: 'x'.repeat(101) });
    expect(tooLong.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect((await owner.ok(UPDATE, { name: ' ' })).updateProfile.displayName).toBeNull();
    expect((await stranger.ok('{ me { displayName } }')).me.displayName).toBeNull();
  });

  it('importResume reads pasted text and makes the first resume the base', async () => {
    const { resume } = await owner.ok(
      `query($id: ID!) { resume(id: $id) { isBase name headline title content } }`,
      { id: resumeId },
    );
    expect(resume).toMatchObject({
      isBase: true,
      name: 'Ada Lovelace',
      headline: 'Senior Software Engineer',
      title: "Ada Lovelace's resume",
    });
    expect((resume.content as { work: unknown[] }).work).toHaveLength(2);
  });

  it('importResume reads JSON Resume, and PDF and DOCX files as base64', async () => {
    const client = await app.newClient();
    const json = JSON.stringify({
      basics: { name: 'Grace Hopper', label: 'Rear Admiral' },
      skills: [{ name: 'COBOL' }],
    });
    const untitled = await client.ok(IMPORT, {
      input: {
        format: 'json',
        text: '{"skills": [{"name": "COBOL"}]}',
        fileName: 'C:\\cv\\navy-2026.json',
        makeBase: false,
      },
    });
    expect(untitled.importResume.resume.title).toBe('navy-2026');
    const fromJson = await client.ok(IMPORT, {
      input: { format: 'json', text: json, title: 'Navy' },
    });
    expect(fromJson.importResume.resume).toMatchObject({
      title: 'Navy',
      isBase: true,
      name: 'Grace Hopper',
    });
    for (const format of ['pdf', 'docx'] as const) {
      const { exportResume } = await owner.ok(EXPORT, { input: { resumeId, format } });
      const { importResume } = await client.ok(IMPORT, {
        input: { format, base64: exportResume.base64, makeBase: false },
      });
      expect(importResume.resume.name).toBe('Ada Lovelace');
      expect(importResume.resume.isBase).toBe(false);
      expect(JSON.stringify(importResume.resume.content)).toContain('Kubernetes');
    }
  });

  it('importResume refuses what it cannot read, with codes', async () => {
    const notJson = await owner.run(IMPORT, { input: { format: 'json', text: '{ nope' } });
    expect(notJson.errors?.[0]?.extensions.code).toBe('IMPORT_FAILED');
    const noText = await owner.run(IMPORT, { input: { format: 'text', text: '   ' } });
    expect(noText.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const notPdf = await owner.run(IMPORT, {
      input: { format: 'pdf', base64: Buffer.from('hello').toString('base64') },
    });
    expect(notPdf.errors?.[0]?.extensions.code).toBe('IMPORT_FAILED');
    const badBase64 = await owner.run(IMPORT, { input: { format: 'pdf', base64: '***' } });
    expect(badBase64.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });

  it('resumes lists the base resume first', async () => {
    const client = await app.newClient();
    await client.ok(IMPORT, { input: { format: 'text', text: RESUME_TEXT, title: 'First' } });
    await client.ok(IMPORT, { input: { format: 'text', text: RESUME_TEXT, title: 'Second' } });
    const { resumes } = await client.ok('{ resumes { title isBase } }');
    expect(resumes).toEqual([
      { title: 'First', isBase: true },
      { title: 'Second', isBase: false },
    ]);
  });

  it('updateResume saves valid JSON Resume, refuses invalid content and stale versions', async () => {
    const client = await app.newClient();
    const { importResume } = await client.ok(IMPORT, {
      input: { format: 'text', text: RESUME_TEXT },
    });
    const { id, version, content } = importResume.resume;
    const changed = { ...(content as object), basics: { name: 'Ada King', label: 'Engineer' } };
    const UPDATE = `mutation($input: UpdateResumeInput!) { updateResume(input: $input) { version name title } }`;
    const { updateResume } = await client.ok(UPDATE, {
      input: { id, content: changed, title: 'Renamed', expectedVersion: version },
    });
    expect(updateResume).toEqual({
      version: Number(version) + 1,
      name: 'Ada King',
      title: 'Renamed',
    });
    const stale = await client.run(UPDATE, {
      input: { id, title: 'Again', expectedVersion: version },
    });
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    const invalid = await client.run(UPDATE, {
      input: { id, content: { basics: { email: 'not an e-mail' } } },
    });
    expect(invalid.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(invalid.errors?.[0]?.message).toContain('/basics/email');
  });

  it('setBaseResume moves the base; deleteResume removes', async () => {
    const client = await app.newClient();
    const first = (await client.ok(IMPORT, { input: { format: 'text', text: RESUME_TEXT } }))
      .importResume.resume;
    const second = (
      await client.ok(IMPORT, { input: { format: 'text', text: RESUME_TEXT, makeBase: false } })
    ).importResume.resume;
    const { setBaseResume } = await client.ok(
      `mutation($id: ID!) { setBaseResume(id: $id) { id isBase } }`,
      { id: second.id },
    );
    expect(setBaseResume).toEqual({ id: second.id, isBase: true });
    const { resumes } = await client.ok('{ resumes { id isBase } }');
    expect(resumes).toEqual([
      { id: second.id, isBase: true },
      { id: first.id, isBase: false },
    ]);
    const { deleteResume } = await client.ok(
      `mutation($id: ID!) { deleteResume(id: $id) { id } }`,
      { id: first.id },
    );
    expect(deleteResume.id).toBe(first.id);
    expect((await client.ok('{ resumes { id } }')).resumes).toEqual([{ id: second.id }]);
  });

  it('exportResume writes every format', async () => {
    const expected = {
      pdf: ['application/pdf', '%PDF-'],
      docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'],
      markdown: ['text/markdown', '# Ada Lovelace'],
      json: ['application/json', '{'],
    } as const;
    for (const [format, [mediaType, start]] of Object.entries(expected)) {
      const { exportResume } = await owner.ok(EXPORT, { input: { resumeId, format } });
      expect(exportResume.mediaType).toContain(mediaType);
      expect(exportResume.filename).toMatch(/^ada-lovelace\./);
      expect(Buffer.from(exportResume.base64, 'base64').toString('latin1').startsWith(start)).toBe(
        true,
      );
    }
  });

  it("another user's resume is not found, for every resolver that takes its id", async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { resume(id: $id) { id } }', { id: resumeId }],
      ['mutation($id: ID!) { setBaseResume(id: $id) { id } }', { id: resumeId }],
      ['mutation($id: ID!) { deleteResume(id: $id) { id } }', { id: resumeId }],
      [
        'mutation($input: UpdateResumeInput!) { updateResume(input: $input) { id } }',
        { input: { id: resumeId, title: 'Mine' } },
      ],
      [EXPORT, { input: { resumeId, format: 'json' } }],
      [
        'mutation($input: SetResumeFindingIgnoredInput!) { setResumeFindingIgnored(input: $input) { id } }',
        { input: { resumeId, key: '0123456789abcdef', ignored: true } },
      ],
      ['query($id: ID!) { resume(id: $id) { id } }', { id: MISSING_ID }],
      ['query($id: ID!) { resume(id: $id) { id } }', { id: '../etc/passwd' }],
    ];
    for (const [query, variables] of operations) {
      const result = await stranger.run(query, variables);
      expect(result.errors?.[0]?.extensions.code, query).toBe('NOT_FOUND');
    }
    // And nothing of the owner's changed.
    const { resume } = await owner.ok(
      'query($id: ID!) { resume(id: $id) { title isBase ignoredFindings } }',
      { id: resumeId },
    );
    expect(resume).toEqual({ title: "Ada Lovelace's resume", isBase: true, ignoredFindings: [] });
  });
});
