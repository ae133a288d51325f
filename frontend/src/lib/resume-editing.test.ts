import { describe, expect, it } from 'vitest';
import {
  entryLabel,
  findFieldProblems,
  formatKeywords,
  getIn,
  insertItem,
  isEqualJson,
  isPartialDate,
  moveItem,
  otherSections,
  parseKeywords,
  pointerOf,
  pruneEditedSections,
  pruneEmpty,
  removeItem,
  setIn,
  textAt,
  withScheme,
} from './resume-editing';

const resume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: { name: 'Marta Kowalczyk', location: { city: 'Warsaw' } },
  work: [
    {
      name: 'Acme',
      position: 'Engineer',
      location: 'Warsaw, Poland',
      highlights: ['Built the ledger', 'Cut a run from 9 h to 40 min', 'Mentored four engineers'],
    },
    { name: 'Globex', position: 'Junior Developer' },
  ],
  certificates: [{ name: 'CKAD', issuer: 'The Linux Foundation' }],
  meta: {},
};

describe('setIn', () => {
  it('returns a new document and shares the untouched parts', () => {
    const next = setIn(resume, ['work', 0, 'position'], 'Senior Engineer');
    expect(getIn(next, ['work', 0, 'position'])).toBe('Senior Engineer');
    expect(resume.work[0]?.position).toBe('Engineer');
    expect(next.work[1]).toBe(resume.work[1]);
    expect(next.certificates).toBe(resume.certificates);
    expect(next.basics).toBe(resume.basics);
  });

  it('keeps keys the editor does not know', () => {
    const next = setIn(resume, ['work', 0, 'name'], 'Acme Corp');
    expect(next.work[0]).toMatchObject({ location: 'Warsaw, Poland', name: 'Acme Corp' });
    expect(next.meta).toEqual({});
    expect(next.$schema).toBe(resume.$schema);
  });

  it('creates missing objects and lists on the way', () => {
    expect(setIn({}, ['basics', 'location', 'city'], 'Oslo')).toEqual({
      basics: { location: { city: 'Oslo' } },
    });
    expect(setIn({}, ['projects', 0, 'name'], 'Atlas')).toEqual({ projects: [{ name: 'Atlas' }] });
  });

  it('removes a key when the value is undefined', () => {
    const next = setIn(resume, ['basics', 'location'], undefined);
    expect(next.basics).toEqual({ name: 'Marta Kowalczyk' });
  });
});

describe('list edits', () => {
  const highlights = ['work', 0, 'highlights'] as const;

  it('adds an item at the end or at an index', () => {
    expect(getIn(insertItem(resume, highlights, 'New'), [...highlights, 3])).toBe('New');
    expect(getIn(insertItem(resume, highlights, 'First', 0), [...highlights, 0])).toBe('First');
    expect(insertItem({}, ['skills'], { name: 'Languages' })).toEqual({
      skills: [{ name: 'Languages' }],
    });
  });

  it('removes an item and ignores an index out of range', () => {
    const next = removeItem(resume, highlights, 1);
    expect(getIn(next, highlights)).toEqual(['Built the ledger', 'Mentored four engineers']);
    expect(removeItem(resume, highlights, 7)).toBe(resume);
  });

  it('moves an item up or down and ignores moves off the ends', () => {
    const down = moveItem(resume, highlights, 0, 1);
    expect(getIn(down, highlights)).toEqual([
      'Cut a run from 9 h to 40 min',
      'Built the ledger',
      'Mentored four engineers',
    ]);
    expect(getIn(moveItem(resume, ['work'], 1, 0), ['work', 0, 'name'])).toBe('Globex');
    expect(moveItem(resume, highlights, 0, -1)).toBe(resume);
    expect(moveItem(resume, highlights, 2, 3)).toBe(resume);
  });
});

describe('pruneEmpty', () => {
  it('drops blank text, empty lists and empty objects, and trims text', () => {
    expect(
      pruneEmpty({
        name: '  Jane  ',
        email: '',
        location: { city: ' ', region: '' },
        highlights: ['', 'Shipped it', '   '],
        keywords: [],
        count: 0,
        isRemote: false,
      }),
    ).toEqual({ name: 'Jane', highlights: ['Shipped it'], count: 0, isRemote: false });
    expect(pruneEmpty([{ name: '' }])).toBeUndefined();
  });

  it('prunes only the edited sections of a document', () => {
    const saved = pruneEditedSections({
      ...resume,
      basics: { name: 'Marta', email: '' },
      work: [{ name: '', highlights: [''] }],
    });
    expect(saved.basics).toEqual({ name: 'Marta' });
    expect('work' in saved).toBe(false);
    expect(saved.meta).toEqual({});
    expect(saved.certificates).toBe(resume.certificates);
  });
});

describe('reading helpers', () => {
  it('reads text and pointers', () => {
    expect(textAt(resume, ['basics', 'name'])).toBe('Marta Kowalczyk');
    expect(textAt(resume, ['basics', 'missing'])).toBe('');
    expect(textAt(resume, ['work'])).toBe('');
    expect(pointerOf(['work', 0, 'a/b'])).toBe('/work/0/a~1b');
  });

  it('compares JSON documents regardless of key order', () => {
    expect(isEqualJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(isEqualJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isEqualJson([1, 2], [2, 1])).toBe(false);
  });

  it('names the sections the editor keeps as they are', () => {
    expect(otherSections(resume)).toEqual(['certificates']);
  });

  it('labels entries by their name, else by their position', () => {
    expect(entryLabel('work', resume.work[0], 0)).toBe('Engineer at Acme');
    expect(entryLabel('work', { name: 'Acme' }, 0)).toBe('Acme');
    expect(entryLabel('work', { position: 'Engineer' }, 0)).toBe('Engineer');
    expect(entryLabel('education', { studyType: 'M.Sc.', institution: 'WUT' }, 0)).toBe(
      'M.Sc., WUT',
    );
    expect(entryLabel('education', { institution: ' ' }, 1)).toBe('Education entry 2');
    expect(entryLabel('skills', {}, 0)).toBe('Skill group 1');
  });

  it('reads and writes comma-separated keywords', () => {
    expect(parseKeywords(' Java, Kotlin ,, SQL ,')).toEqual(['Java', 'Kotlin', 'SQL']);
    expect(formatKeywords(['Java', 3, 'SQL'])).toBe('Java, SQL');
  });

  it('adds https:// to an address typed without a scheme', () => {
    expect(withScheme('github.com/jane')).toBe('https://github.com/jane');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('mailto:jane@example.com')).toBe('mailto:jane@example.com');
    expect(withScheme('  ')).toBe('');
  });
});

describe('findFieldProblems', () => {
  it('accepts a year, a month or a day, as the schema does', () => {
    expect(isPartialDate('2021')).toBe(true);
    expect(isPartialDate('2021-03')).toBe(true);
    expect(isPartialDate('2021-03-31')).toBe(true);
    expect(isPartialDate('2021-13')).toBe(false);
    expect(isPartialDate('March 2021')).toBe(false);
    expect(isPartialDate('03/2021')).toBe(false);
  });

  it('names each field the schema would refuse by its pointer', () => {
    const problems = findFieldProblems({
      basics: { email: 'jane(at)example.com', url: 'example.com', profiles: [{ url: '' }] },
      work: [{ startDate: 'Mar 2021', endDate: '' }],
      education: [{ startDate: '2015', endDate: '2017-06' }],
      projects: [{ url: 'https://atlas.dev', endDate: '2024-1' }],
    });
    expect(problems.map((problem) => problem.pointer)).toEqual([
      '/basics/email',
      '/basics/url',
      '/work/0/startDate',
      '/projects/0/endDate',
    ]);
  });

  it('finds nothing wrong in an empty document', () => {
    expect(findFieldProblems({})).toEqual([]);
  });
});
