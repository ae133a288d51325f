import { describe, expect, it } from 'vitest';
import { pointerOf, type Path } from '@/lib/resume-editing';
import {
  countsAnnouncement,
  excerptToShow,
  fieldLabel,
  fieldTargets,
  findingPlace,
  groupFindings,
  pathOfPointer,
  resolveFieldTarget,
  reviewSummary,
  reviewTone,
  setAside,
  withResumeFix,
  type ResumeFinding,
} from './resume-review';

// The editor's own id rule (resume-editor.tsx), with the prefix useId gives it.
const PREFIX = '_r_7_';
const idFor = (path: Path, suffix?: string) =>
  `${PREFIX}${pointerOf(path).replace(/[^\w-]/g, '_')}${suffix ? `-${suffix}` : ''}`;
const sectionIdFor = (section: string) => `${PREFIX}-${section}`;

/** Where "Go to field" lands for `pointer` in an editor drawing these elements, in this order. */
function landing(pointer: string, ids: readonly string[]): string | undefined {
  return resolveFieldTarget(
    fieldTargets(pointer, idFor, sectionIdFor),
    (id) => ids.includes(id),
    ids,
  );
}

function finding(fields: Partial<ResumeFinding> = {}): ResumeFinding {
  return {
    code: 'weak_opening',
    severity: 'suggestion',
    pointer: '/work/0/highlights/0',
    entry: 'Senior Engineer, Acme',
    message: '"Responsible for" says what the job was, not what you did.',
    excerpt: 'Responsible for',
    key: '0123456789abcdef',
    fix: null,
    ...fields,
  };
}

describe('pathOfPointer', () => {
  it('reads indices as numbers and unescapes ~1 and ~0', () => {
    expect(pathOfPointer('/work/0/highlights/12')).toEqual(['work', 0, 'highlights', 12]);
    expect(pathOfPointer('/meta/a~1b/c~0d')).toEqual(['meta', 'a/b', 'c~d']);
    expect(pathOfPointer('')).toEqual([]);
  });

  it('round-trips with the editor’s pointerOf', () => {
    for (const pointer of ['/basics/location/city', '/work/3/startDate', '/skills'])
      expect(pointerOf(pathOfPointer(pointer))).toBe(pointer);
  });
});

describe('fieldTargets and resolveFieldTarget', () => {
  it('lands on the field itself when the editor draws it', () => {
    const ids = [idFor(['basics', 'email']), idFor(['work', 0, 'highlights', 2])];
    expect(landing('/basics/email', ids)).toBe(`${PREFIX}_basics_email`);
    expect(landing('/work/0/highlights/2', ids)).toBe(`${PREFIX}_work_0_highlights_2`);
  });

  it('lands on the first control of a list or object the pointer names as a whole', () => {
    const ids = [
      idFor(['work', 0, 'position']),
      idFor(['work', 0, 'highlights', 0]),
      idFor(['work', 0, 'highlights', 1]),
      idFor(['work', 0, 'highlights'], 'add'),
      idFor(['basics', 'location', 'city']),
    ];
    expect(landing('/work/0/highlights', ids)).toBe(`${PREFIX}_work_0_highlights_0`);
    expect(landing('/basics/location', ids)).toBe(`${PREFIX}_basics_location_city`);
  });

  it('lands on the Add button of an empty list (no highlights, no skills yet)', () => {
    const ids = [idFor(['work', 0, 'position']), idFor(['work', 0, 'highlights'], 'add')];
    expect(landing('/work/0/highlights', ids)).toBe(`${PREFIX}_work_0_highlights-add`);
    expect(landing('/skills', [idFor(['skills'], 'add'), sectionIdFor('skills')])).toBe(
      `${PREFIX}_skills-add`,
    );
  });

  it('falls back to the nearest ancestor the editor draws, then to the section', () => {
    // A highlight removed since the review ran: its list's first item.
    expect(
      landing('/work/0/highlights/5', [
        idFor(['work', 0, 'highlights', 0]),
        idFor(['work', 0, 'highlights'], 'add'),
      ]),
    ).toBe(`${PREFIX}_work_0_highlights_0`);
    // A whole entry gone: the section's Add button; nothing of it at all: the section.
    expect(landing('/work/4/startDate', [idFor(['work'], 'add'), sectionIdFor('work')])).toBe(
      `${PREFIX}_work-add`,
    );
    expect(landing('/basics/nickname', [sectionIdFor('basics')])).toBe(`${PREFIX}-basics`);
  });

  it('does not reach from one entry into another whose index starts the same', () => {
    const ids = [idFor(['work', 10, 'position']), idFor(['work', 1, 'name'])];
    expect(landing('/work/1/position', ids)).toBe(`${PREFIX}_work_1_name`);
  });

  it('finds nothing for a section the editor does not show', () => {
    expect(landing('/volunteer/0/summary', [sectionIdFor('work')])).toBeUndefined();
  });
});

describe('fieldLabel', () => {
  it('names fields as the editor labels them', () => {
    expect(fieldLabel('/basics/email')).toBe('E-mail');
    expect(fieldLabel('/basics/location/city')).toBe('City');
    expect(fieldLabel('/work/1/startDate')).toBe('Start date');
    expect(fieldLabel('/work/0/name')).toBe('Company');
    expect(fieldLabel('/work/0/highlights/2')).toBe('Highlight 3');
    expect(fieldLabel('/education/0/studyType')).toBe('Degree');
  });

  it('names a whole section by its title, and a whole entry not at all', () => {
    expect(fieldLabel('/skills')).toBe('Skills');
    expect(fieldLabel('/work')).toBe('Work experience');
    expect(fieldLabel('/work/1')).toBeUndefined();
  });

  it('spells out a key the editor has no label for', () => {
    expect(fieldLabel('/work/0/releaseDate')).toBe('Release date');
  });
});

describe('findingPlace', () => {
  it('names the field of an entry after the entry', () => {
    expect(findingPlace(finding())).toEqual({
      context: ['Senior Engineer, Acme', 'Highlight 1'],
      target: 'Highlight 1 of Senior Engineer, Acme',
    });
    expect(findingPlace(finding({ pointer: '/work/0/highlights' }))).toEqual({
      context: ['Senior Engineer, Acme', 'Highlights'],
      target: 'Highlights of Senior Engineer, Acme',
    });
  });

  it('calls an entry without a name as the editor does', () => {
    expect(findingPlace(finding({ pointer: '/work/1/startDate', entry: null }))).toEqual({
      context: ['Work entry 2', 'Start date'],
      target: 'Start date of Work entry 2',
    });
  });

  it('names a basics field with its section, and a whole section alone', () => {
    expect(findingPlace(finding({ pointer: '/basics/email', entry: null }))).toEqual({
      context: ['Basics', 'E-mail'],
      target: 'E-mail',
    });
    expect(findingPlace(finding({ pointer: '/skills', entry: null }))).toEqual({
      context: ['Skills'],
      target: 'Skills',
    });
  });
});

describe('excerptToShow', () => {
  it('leaves out an excerpt the message quotes already', () => {
    expect(excerptToShow(finding())).toBeNull();
  });

  it('quotes an excerpt the message does not (a duplicate bullet, a short one)', () => {
    expect(
      excerptToShow(
        finding({ message: 'The same bullet is earlier in this entry.', excerpt: 'Built CI ' }),
      ),
    ).toBe('Built CI');
  });

  it('shows nothing without an excerpt', () => {
    expect(excerptToShow(finding({ excerpt: null }))).toBeNull();
    expect(excerptToShow(finding({ excerpt: '  ' }))).toBeNull();
  });
});

describe('groupFindings', () => {
  const problem = (pointer: string) =>
    finding({ code: 'missing_email', severity: 'problem', pointer, excerpt: null });
  const suggestion = (index: number) => finding({ pointer: `/work/0/highlights/${String(index)}` });

  it('puts problems first, each kind in the order the API gives', () => {
    const findings = [suggestion(0), problem('/basics/email'), suggestion(1), problem('/work/0')];
    const { groups, isLong } = groupFindings(findings, 6, false);
    expect(isLong).toBe(false);
    expect(groups.map((group) => [group.title, group.count])).toEqual([
      ['To fix', 2],
      ['Suggestions', 2],
    ]);
    expect(groups[0]?.shown.map((item) => item.finding.pointer)).toEqual([
      '/basics/email',
      '/work/0',
    ]);
    expect(groups[1]?.shown.map((item) => item.finding.pointer)).toEqual([
      '/work/0/highlights/0',
      '/work/0/highlights/1',
    ]);
  });

  it('shows the first six of a long list across both kinds, and all on request', () => {
    const findings = [
      ...Array.from({ length: 8 }, (_, index) => suggestion(index)),
      problem('/basics/email'),
    ];
    const capped = groupFindings(findings, 6, false);
    expect(capped.isLong).toBe(true);
    expect(capped.groups.map((group) => [group.count, group.shown.length])).toEqual([
      [1, 1],
      [8, 5],
    ]);
    const all = groupFindings(findings, 6, true);
    expect(all.groups.map((group) => group.shown.length)).toEqual([1, 8]);
  });

  it('shows a list only two past the limit whole', () => {
    const { groups, isLong } = groupFindings(
      Array.from({ length: 8 }, (_, index) => suggestion(index)),
      6,
      false,
    );
    expect(isLong).toBe(false);
    expect(groups[0]?.shown).toHaveLength(8);
  });

  it('counts each kind as the review does, past the findings it lists', () => {
    const { groups } = groupFindings([suggestion(0)], 6, false, {
      problemCount: 0,
      suggestionCount: 612,
    });
    expect(groups.map((group) => group.count)).toEqual([612]);
  });

  it('leaves out a kind with no findings', () => {
    expect(groupFindings([suggestion(0)], 6, false).groups.map((g) => g.title)).toEqual([
      'Suggestions',
    ]);
  });

  it('keys a finding by what it is about, so it keeps its key when one above it goes', () => {
    const before = groupFindings([suggestion(0), suggestion(1)], 6, false);
    const after = groupFindings([suggestion(1)], 6, false);
    expect(after.groups[0]?.shown[0]?.key).toBe(before.groups[0]?.shown[1]?.key);
  });

  it('gives the same finding twice two keys', () => {
    const { groups } = groupFindings([suggestion(0), suggestion(0)], 6, false);
    const keys = groups[0]?.shown.map((item) => item.key) ?? [];
    expect(new Set(keys).size).toBe(2);
  });
});

describe('reviewSummary', () => {
  it('counts what to fix and the suggestions', () => {
    expect(reviewSummary({ problemCount: 2, suggestionCount: 5 })).toBe('2 to fix · 5 suggestions');
    expect(reviewSummary({ problemCount: 1, suggestionCount: 1 })).toBe('1 to fix · 1 suggestion');
    expect(reviewSummary({ problemCount: 0, suggestionCount: 3 })).toBe(
      'Nothing to fix · 3 suggestions',
    );
    expect(reviewSummary({ problemCount: 2, suggestionCount: 0 })).toBe(
      '2 to fix · no suggestions',
    );
  });

  it('says so when there is nothing', () => {
    expect(reviewSummary({ problemCount: 0, suggestionCount: 0 })).toBe(
      'Nothing to fix, no suggestions.',
    );
  });
});

describe('countsAnnouncement', () => {
  it('says nothing for the first review, which the page just drew', () => {
    expect(countsAnnouncement(undefined, { problemCount: 1, suggestionCount: 2 })).toBeUndefined();
  });

  it('says nothing when the counts stay the same', () => {
    expect(
      countsAnnouncement(
        { problemCount: 1, suggestionCount: 2 },
        { problemCount: 1, suggestionCount: 2 },
      ),
    ).toBeUndefined();
  });

  it('says the new counts in a sentence when they change', () => {
    expect(
      countsAnnouncement(
        { problemCount: 1, suggestionCount: 2 },
        { problemCount: 1, suggestionCount: 1 },
      ),
    ).toBe('Review: 1 to fix, 1 suggestion.');
    expect(
      countsAnnouncement(
        { problemCount: 1, suggestionCount: 2 },
        { problemCount: 0, suggestionCount: 2 },
      ),
    ).toBe('Review: nothing to fix, 2 suggestions.');
    expect(
      countsAnnouncement(
        { problemCount: 0, suggestionCount: 1 },
        { problemCount: 0, suggestionCount: 0 },
      ),
    ).toBe('Review: nothing to fix, no suggestions.');
  });
});

describe('reviewTone', () => {
  it('warns while anything is to fix, and is good when nothing is left', () => {
    expect(reviewTone({ problemCount: 1, suggestionCount: 0 })).toBe('warn');
    expect(reviewTone({ problemCount: 0, suggestionCount: 4 })).toBe('neutral');
    expect(reviewTone({ problemCount: 0, suggestionCount: 0 })).toBe('good');
    expect(reviewTone(undefined)).toBe('neutral');
  });
});

describe('setAside', () => {
  const noEmail = finding({
    code: 'missing_email',
    severity: 'problem',
    pointer: '/basics/email',
    entry: null,
    excerpt: null,
    key: 'aaaaaaaaaaaaaaaa',
  });
  const weak = finding({ key: 'bbbbbbbbbbbbbbbb' });
  const cliche = finding({ code: 'cliche', excerpt: 'team player', key: 'cccccccccccccccc' });
  const review = { findings: [noEmail, weak, cliche], problemCount: 1, suggestionCount: 2 };

  it('leaves the findings set aside out, and out of the counts', () => {
    expect(setAside(review, ['bbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaa'])).toEqual({
      review: { findings: [cliche], problemCount: 0, suggestionCount: 1 },
      ignored: [noEmail, weak],
    });
  });

  it('forgets nothing it no longer finds, and changes nothing when none is set aside', () => {
    expect(setAside(review, ['dddddddddddddddd'])).toEqual({ review, ignored: [] });
    expect(setAside(review, []).review).toBe(review);
  });

  it('counts past the findings listed: the review’s own counts less those set aside', () => {
    const long = { ...review, problemCount: 640, suggestionCount: 12 };
    expect(setAside(long, ['aaaaaaaaaaaaaaaa']).review).toMatchObject({
      problemCount: 639,
      suggestionCount: 12,
    });
  });
});

describe('withResumeFix', () => {
  const draft = {
    basics: { name: 'Ada' },
    work: [{ name: 'Acme', highlights: ['I led the move', 'Cut costs', 'Cut costs.'] }],
  };

  it('sets the field to the fix’s value, focus on it', () => {
    const fixed = withResumeFix(
      draft,
      finding({
        pointer: '/work/0/highlights/0',
        fix: { label: 'Start with the verb', value: 'Led the move' },
      }),
    );
    expect(fixed?.document).toEqual({
      ...draft,
      work: [{ name: 'Acme', highlights: ['Led the move', 'Cut costs', 'Cut costs.'] }],
    });
    expect(fixed?.focus).toEqual([['work', 0, 'highlights', 0]]);
    // An empty value empties the field ("Clear the end date"), it does not remove it.
    const cleared = withResumeFix(
      { work: [{ name: 'Acme', endDate: '2031-01' }] },
      finding({ pointer: '/work/0/endDate', fix: { label: 'Clear the end date', value: '' } }),
    );
    expect(cleared?.document).toEqual({ work: [{ name: 'Acme', endDate: '' }] });
    // The draft itself is left as it was.
    expect(draft.work[0]?.highlights[0]).toBe('I led the move');
  });

  it('takes the item out of its list without a value, focus on the one after or before', () => {
    const removed = withResumeFix(
      draft,
      finding({ pointer: '/work/0/highlights/2', fix: { label: 'Remove this one', value: null } }),
    );
    expect(removed?.document.work).toEqual([
      { name: 'Acme', highlights: ['I led the move', 'Cut costs'] },
    ]);
    expect(removed?.focus).toEqual([
      ['work', 0, 'highlights', 2],
      ['work', 0, 'highlights', 1],
    ]);
  });

  it('does nothing without a fix, or where the field is not a text any more', () => {
    expect(withResumeFix(draft, finding({ fix: null }))).toBeUndefined();
    const fix = { label: 'Remove this one', value: null };
    expect(withResumeFix(draft, finding({ pointer: '/work/0/highlights/7', fix }))).toBeUndefined();
    expect(withResumeFix(draft, finding({ pointer: '/work/0', fix }))).toBeUndefined();
    expect(withResumeFix(draft, finding({ pointer: '', fix }))).toBeUndefined();
  });
});
