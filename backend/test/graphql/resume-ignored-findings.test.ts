/**
 * setResumeFindingIgnored and Resume.ignoredFindings, on both engines: a review finding set
 * aside on a resume, by its key, is kept once, in the order ignored, and brought back; it is
 * no edit (version and updatedAt stay); keys are checked and capped at 200; another user's
 * resume is not found; concurrent calls lose nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IGNORED_FINDINGS } from '../../src/resumes/resume-service.js';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const SET_IGNORED = `mutation($input: SetResumeFindingIgnoredInput!) {
  setResumeFindingIgnored(input: $input) { id version updatedAt ignoredFindings title }
}`;
const RESUME = `query($id: ID!) {
  resume(id: $id) { id version updatedAt ignoredFindings title }
}`;
const REVIEW = `query($content: JSON!) { resumeReview(content: $content) { findings { code key } } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A resume whose review finds a weak opening, among other things. */
const CONTENT = {
  basics: { name: 'Ada Example', email: 'ada@example.com' },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2021-03',
      highlights: ['Responsible for the billing service', 'Cut invoice errors by 40%'],
    },
  ],
};

/** Keys of the right shape, distinct for distinct numbers. */
const keyOf = (index: number) => index.toString(16).padStart(16, '0');

interface StoredResume {
  id: string;
  version: number;
  updatedAt: string;
  ignoredFindings: string[];
  title: string;
}

describe.each(testEngines)('GraphQL setResumeFindingIgnored on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let stranger: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    stranger = await app.newClient();
  });
  afterAll(() => app.close());

  async function newResume(client = owner): Promise<StoredResume> {
    const { importResume } = await client.ok<{ importResume: { resume: StoredResume } }>(
      `mutation($text: String!) {
        importResume(input: {format: json, text: $text}) {
          resume { id version updatedAt ignoredFindings title }
        }
      }`,
      { text: JSON.stringify(CONTENT) },
    );
    return importResume.resume;
  }

  async function stored(id: string, client = owner): Promise<StoredResume> {
    return (await client.ok<{ resume: StoredResume }>(RESUME, { id })).resume;
  }

  async function setIgnored(resumeId: string, key: string, ignored: boolean, client = owner) {
    return (
      await client.ok<{ setResumeFindingIgnored: StoredResume }>(SET_IGNORED, {
        input: { resumeId, key, ignored },
      })
    ).setResumeFindingIgnored;
  }

  it('a new resume has no finding ignored', async () => {
    const resume = await newResume();
    expect(resume.ignoredFindings).toEqual([]);
  });

  it('ignores a finding of the review by its key, and leaves version and updatedAt as they are', async () => {
    const resume = await newResume();
    const { resumeReview } = await owner.ok<{
      resumeReview: { findings: { code: string; key: string }[] };
    }>(REVIEW, { content: CONTENT });
    const weakOpening = resumeReview.findings.find((finding) => finding.code === 'weak_opening');
    if (!weakOpening) throw new Error('the review found no weak opening');

    const answered = await setIgnored(resume.id, weakOpening.key, true);
    expect(answered).toEqual({ ...resume, ignoredFindings: [weakOpening.key] });
    expect(await stored(resume.id)).toEqual(answered);
    expect((await owner.ok('{ resumes { id ignoredFindings } }')).resumes).toContainEqual({
      id: resume.id,
      ignoredFindings: [weakOpening.key],
    });
  });

  it('never conflicts with an edit made from the version loaded before it', async () => {
    const resume = await newResume();
    await setIgnored(resume.id, keyOf(1), true);
    const { updateResume } = await owner.ok(
      `mutation($input: UpdateResumeInput!) {
        updateResume(input: $input) { version title ignoredFindings }
      }`,
      { input: { id: resume.id, title: 'Edited', expectedVersion: resume.version } },
    );
    // The edit raises the version, and keeps what was set aside.
    expect(updateResume).toEqual({
      version: resume.version + 1,
      title: 'Edited',
      ignoredFindings: [keyOf(1)],
    });
  });

  it('keeps set aside, on a save, only the findings the saved resume still has', async () => {
    const resume = await newResume();
    const { resumeReview } = await owner.ok<{
      resumeReview: { findings: { code: string; key: string }[] };
    }>(REVIEW, { content: CONTENT });
    const keyOfCode = (code: string) => {
      const found = resumeReview.findings.find((finding) => finding.code === code);
      if (!found) throw new Error(`the review found no ${code}`);
      return found.key;
    };
    const weakOpening = keyOfCode('weak_opening');
    const noSkills = keyOfCode('no_skills');
    await setIgnored(resume.id, weakOpening, true);
    await setIgnored(resume.id, noSkills, true);
    await setIgnored(resume.id, keyOf(7), true);

    // A title alone changes no finding: all are kept.
    const UPDATE = `mutation($input: UpdateResumeInput!) {
      updateResume(input: $input) { version ignoredFindings }
    }`;
    const titled = await owner.ok<{ updateResume: { ignoredFindings: string[] } }>(UPDATE, {
      input: { id: resume.id, title: 'Renamed' },
    });
    expect(titled.updateResume.ignoredFindings).toEqual([weakOpening, noSkills, keyOf(7)]);

    // The weak opening rewritten: its key goes, with the one no review found; the rest stay.
    const [job] = CONTENT.work;
    const rewritten = {
      ...CONTENT,
      work: [{ ...job, highlights: ['Led the billing service', 'Cut invoice errors by 40%'] }],
    };
    const saved = await owner.ok<{ updateResume: { ignoredFindings: string[] } }>(UPDATE, {
      input: { id: resume.id, content: rewritten },
    });
    expect(saved.updateResume.ignoredFindings).toEqual([noSkills]);
    expect((await stored(resume.id)).ignoredFindings).toEqual([noSkills]);
  });

  it('keeps a key ignored twice once, in the order first ignored', async () => {
    const resume = await newResume();
    await setIgnored(resume.id, keyOf(1), true);
    await setIgnored(resume.id, keyOf(2), true);
    const again = await setIgnored(resume.id, keyOf(1), true);
    expect(again.ignoredFindings).toEqual([keyOf(1), keyOf(2)]);
    expect(again.version).toBe(resume.version);
  });

  it('brings a finding back, and changes nothing for a key not ignored', async () => {
    const resume = await newResume();
    await setIgnored(resume.id, keyOf(1), true);
    await setIgnored(resume.id, keyOf(2), true);
    expect((await setIgnored(resume.id, keyOf(1), false)).ignoredFindings).toEqual([keyOf(2)]);
    const unknown = await setIgnored(resume.id, keyOf(9), false);
    expect(unknown).toEqual({ ...resume, ignoredFindings: [keyOf(2)] });
    expect(await stored(resume.id)).toEqual(unknown);
  });

  it.each([
    ['upper case', 'ABCDEF0123456789'],
    ['too short', '0123456789abcde'],
    ['too long', '0123456789abcdef0'],
    ['empty', ''],
    ['not hexadecimal', 'g123456789abcdef'],
    ['padded', ' 0123456789abcdef'],
    ['a line after it', '0123456789abcdef\n'],
  ])('refuses a key that is %s, naming the field', async (_what, key) => {
    const resume = await newResume();
    for (const ignored of [true, false]) {
      const result = await owner.run(SET_IGNORED, { input: { resumeId: resume.id, key, ignored } });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'key' },
      });
    }
    expect((await stored(resume.id)).ignoredFindings).toEqual([]);
  });

  it('refuses the 201st key and keeps the 200; one of them can be ignored again or brought back', async () => {
    const resume = await newResume();
    const full = Array.from({ length: MAX_IGNORED_FINDINGS }, (_, index) => keyOf(index));
    expect(full).toHaveLength(200);
    // Straight into the row: two hundred mutations would say nothing more.
    await app.db.query('UPDATE resumes SET ignored_findings = $2 WHERE id = $1', [resume.id, full]);

    const refused = await owner.run(SET_IGNORED, {
      input: { resumeId: resume.id, key: keyOf(200), ignored: true },
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'key' },
    });
    expect(refused.errors?.[0]?.message).toContain(
      'At most 200 findings can be ignored on a resume',
    );
    expect((await stored(resume.id)).ignoredFindings).toEqual(full);

    // Ignoring one ignored already adds nothing, so it is no 201st.
    expect((await setIgnored(resume.id, keyOf(7), true)).ignoredFindings).toEqual(full);
    // Bringing one back makes room for another.
    await setIgnored(resume.id, keyOf(7), false);
    const replaced = await setIgnored(resume.id, keyOf(200), true);
    expect(replaced.ignoredFindings).toEqual([
      ...full.filter((key) => key !== keyOf(7)),
      keyOf(200),
    ]);
  });

  it('answers NOT_FOUND for a resume of another user, a missing one and a malformed id, and changes nothing', async () => {
    const resume = await newResume();
    await setIgnored(resume.id, keyOf(1), true);
    for (const [client, resumeId] of [
      [stranger, resume.id],
      [owner, MISSING_ID],
      [owner, '../etc/passwd'],
      [owner, 'not-a-uuid'],
    ] as const) {
      for (const ignored of [true, false]) {
        const result = await client.run(SET_IGNORED, {
          input: { resumeId, key: keyOf(1), ignored },
        });
        expect(result.data, resumeId).toBeNull();
        expect(result.errors?.[0]?.extensions.code, resumeId).toBe('NOT_FOUND');
        expect(result.errors?.[0]?.message).toBe('No such resume');
      }
    }
    const strangers = await newResume(stranger);
    const result = await owner.run(SET_IGNORED, {
      input: { resumeId: strangers.id, key: keyOf(3), ignored: true },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await stored(resume.id)).toEqual({ ...resume, ignoredFindings: [keyOf(1)] });
    expect(await stored(strangers.id, stranger)).toEqual(strangers);
  });

  it('keeps every key of concurrent ignores', async () => {
    const resume = await newResume();
    const keys = Array.from({ length: 8 }, (_, index) => keyOf(index + 1));
    await Promise.all(keys.map((key) => setIgnored(resume.id, key, true)));
    const after = await stored(resume.id);
    expect([...after.ignoredFindings].sort()).toEqual(keys);
    expect(after.version).toBe(resume.version);
  });

  it('keeps the 200 cap under concurrent ignores', async () => {
    const resume = await newResume();
    const almostFull = Array.from({ length: MAX_IGNORED_FINDINGS - 1 }, (_, index) => keyOf(index));
    await app.db.query('UPDATE resumes SET ignored_findings = $2 WHERE id = $1', [
      resume.id,
      almostFull,
    ]);
    const results = await Promise.all(
      [500, 501, 502].map((index) =>
        owner.run(SET_IGNORED, {
          input: { resumeId: resume.id, key: keyOf(index), ignored: true },
        }),
      ),
    );
    expect(results.filter((result) => result.errors === undefined)).toHaveLength(1);
    expect(
      results.filter((result) => result.errors?.[0]?.extensions.code === 'VALIDATION_FAILED'),
    ).toHaveLength(2);
    expect((await stored(resume.id)).ignoredFindings).toHaveLength(MAX_IGNORED_FINDINGS);
  });
});
