import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { term } from '../test-support/builders.js';
import {
  COVER_LETTER_FINDING_CODES,
  type CoverLetterFinding,
  type CoverLetterFindingCode,
  type CoverLetterReviewInput,
  MAX_OTHER_COMPANIES,
  reviewCoverLetter,
} from './review-cover-letter.js';
import { withEdit } from './letter-greeting.js';

/** Enough plain words that the length checks stay quiet unless a test is about them. */
const FILLER = Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 'building' : 'work')).join(
  ' ',
);

function review(text: string, company: string | null = 'Acme', otherCompanies: string[] = []) {
  return reviewCoverLetter({ text, company, otherCompanies });
}

function withCode(
  text: string,
  code: CoverLetterFindingCode,
  company?: string | null,
  others?: string[],
) {
  return review(text, company, others).findings.filter((item) => item.code === code);
}

function expectLocated(text: string, item: CoverLetterFinding | undefined, excerpt: string) {
  expect(item).toBeDefined();
  expect(item?.excerpt).toBe(excerpt);
  expect(item?.start).not.toBeNull();
  expect(text.slice(item?.start ?? 0, item?.end ?? 0)).toBe(excerpt);
}

describe('reviewCoverLetter: other companies', () => {
  it('points at another company the letter names, at its first mention', () => {
    const text = `Dear Acme team, I would love to join Globex. ${FILLER} Globex again.`;
    const found = withCode(text, 'other_company', 'Acme', ['Globex Corporation']);
    expect(found).toHaveLength(1);
    expectLocated(text, found[0], 'Globex');
    expect(found[0]?.start).toBe(text.indexOf('Globex'));
    expect(found[0]?.severity).toBe('problem');
    expect(found[0]?.message).toBe(
      'This letter names Globex, another company you are applying to; it is for Acme.',
    );
    expect(found[0]?.fix).toEqual({
      label: 'Change to Acme',
      start: text.indexOf('Globex'),
      end: text.indexOf('Globex') + 'Globex'.length,
      text: 'Acme',
    });
  });

  it('leaves out whom the letter is for when the company is unknown', () => {
    const found = withCode(`At Globex I would. ${FILLER}`, 'other_company', null, ['Globex']);
    expect(found[0]?.message).toBe(
      'This letter names Globex, another company you are applying to.',
    );
    expect(found[0]?.fix).toBeNull();
  });

  it('strips one legal suffix, with its comma', () => {
    const text = `Initech and Umbrella and Hooli Pty Ltd. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', [
      'Initech, Inc.',
      'Umbrella GmbH',
      'Hooli Pty Ltd',
    ]);
    expect(found.map((item) => item.excerpt)).toEqual(['Initech', 'Umbrella', 'Hooli']);
    // Only one suffix goes: "Foo Co., Ltd." keeps "Foo Co." and the letter says "Foo".
    expect(withCode(`Foo is great. ${FILLER}`, 'other_company', 'Acme', ['Foo Co., Ltd.'])).toEqual(
      [],
    );
  });

  it('does not take a lower-case word for a company name', () => {
    expect(withCode(`An apple a day. ${FILLER}`, 'other_company', 'Acme', ['Apple'])).toEqual([]);
    const text = `An apple a day, then Apple. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Apple Inc.']);
    expectLocated(text, found[0], 'Apple');
    expect(found[0]?.start).toBe(text.indexOf('Apple'));
  });

  it('finds a capitalised mention that starts inside a lower-case one', () => {
    const text = `I hum duran Duran Duran daily. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Duran Duran Ltd']);
    expectLocated(text, found[0], 'Duran Duran');
    expect(found[0]?.start).toBe(text.indexOf('Duran'));
  });

  it('matches any case after a capital, so APPLE counts', () => {
    const text = `I admire APPLE. ${FILLER}`;
    expectLocated(text, withCode(text, 'other_company', 'Acme', ['Apple'])[0], 'APPLE');
  });

  it('accepts a name its owner writes in lower case, as written', () => {
    const text = `I sold on eBay. ${FILLER}`;
    expectLocated(text, withCode(text, 'other_company', 'Acme', ['eBay Inc.'])[0], 'eBay');
  });

  it('folds case as the letter’s characters do, the Kelvin sign and the long s too', () => {
    const text = `At \u212Aiosk and Caſe. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Kiosk Ltd', 'Case']);
    expect(found.map((item) => item.excerpt)).toEqual(['\u212Aiosk', 'Caſe']);
  });

  it('matches on word boundaries only', () => {
    expect(withCode(`Life in Acmeville. ${FILLER}`, 'other_company', 'Globex', ['Acme'])).toEqual(
      [],
    );
    expect(withCode(`SuperAcme. ${FILLER}`, 'other_company', 'Globex', ['Acme'])).toEqual([]);
    expect(withCode(`Acme2 rocks. ${FILLER}`, 'other_company', 'Globex', ['Acme'])).toEqual([]);
    const text = `At (Acme), and Acme-like. ${FILLER}`;
    expectLocated(text, withCode(text, 'other_company', 'Globex', ['Acme'])[0], 'Acme');
  });

  it('finds a name of several words across a line break', () => {
    const text = `I admire Massive\n  Dynamic for its work. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Massive Dynamic LLC']);
    expectLocated(text, found[0], 'Massive\n  Dynamic');
    expect(found[0]?.message).toContain('names Massive Dynamic, another');
  });

  it('does not report other names of the same employer', () => {
    const text = `Acme Robotics, ACME and Acme Inc are one. ${FILLER}`;
    expect(
      withCode(text, 'other_company', 'Acme', ['Acme Robotics', 'ACME Inc.', 'acme', 'Acme']),
    ).toEqual([]);
    expect(withCode(text, 'other_company', 'Acme Robotics GmbH', ['Acme'])).toEqual([]);
    // A name that merely starts the same is another employer.
    expect(withCode(`At Acmeco. ${FILLER}`, 'other_company', 'Acme', ['Acmeco'])).toHaveLength(1);
  });

  it('reports each company once, however often it is listed', () => {
    const text = `Globex, Globex and Globex. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', [
      'Globex',
      'globex',
      ' Globex  Corp. ',
      'Globex Corporation',
      '',
      '  ',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]?.start).toBe(0);
  });

  it('skips names shorter than three characters', () => {
    expect(withCode(`IBM and HP. ${FILLER}`, 'other_company', 'Acme', ['HP', 'HP Inc.'])).toEqual(
      [],
    );
    expect(withCode(`IBM and HP. ${FILLER}`, 'other_company', 'Acme', ['IBM'])).toHaveLength(1);
  });

  it('keeps the longer name when two listed names overlap', () => {
    const text = `Globex Labs is great. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Globex', 'Globex Labs']);
    expect(found.map((item) => item.excerpt)).toEqual(['Globex Labs']);
  });

  it('stops at the first ten, by position', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Company${String.fromCharCode(65 + i)}`);
    const text = `${[...names].join(', ')}. ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', [...names].reverse());
    expect(found).toHaveLength(10);
    expect(found.map((item) => item.excerpt)).toEqual(names.slice(0, 10));
  });

  it('counts offsets in UTF-16 code units, after an emoji too', () => {
    const text = `🚀🎉 Ready for Globex Corp? ${FILLER}`;
    const found = withCode(text, 'other_company', 'Acme', ['Globex Corp.']);
    expect(found[0]?.start).toBe(text.indexOf('Globex'));
    expect(found[0]?.start).toBe(15);
    expectLocated(text, found[0], 'Globex');
  });
});

describe('reviewCoverLetter: placeholders', () => {
  it('fills in what it knows: the company, the role, the hiring manager and the sender', () => {
    const text = `Dear [Hiring Manager's Name], the {{Job Title}} at [COMPANY NAME] and <Employer>. [Name], [Team], TODO. [Your Name] ${FILLER}`;
    const fixes = (input: Partial<CoverLetterReviewInput>) =>
      reviewCoverLetter({ text, company: 'Acme Inc.', otherCompanies: [], ...input })
        .findings.filter((item) => item.code === 'placeholder')
        .map((item) => [item.excerpt, item.fix?.label ?? null, item.fix?.text ?? null]);
    expect(
      fixes({
        jobTitle: 'Platform Engineer',
        hiringManager: 'Marcus Chen',
        sender: { name: 'Jo Park', email: null },
      }),
    ).toEqual([
      ["[Hiring Manager's Name]", 'Fill in Marcus Chen', 'Marcus Chen'],
      ['{{Job Title}}', 'Fill in Platform Engineer', 'Platform Engineer'],
      // The company as a letter writes it, without its legal form.
      ['[COMPANY NAME]', 'Fill in Acme', 'Acme'],
      ['<Employer>', 'Fill in Acme', 'Acme'],
      // Whose name "[Name]" asks for depends on where it is; a team is not known.
      ['[Name]', null, null],
      ['[Team]', null, null],
      ['TODO', null, null],
      ['[Your Name]', 'Fill in Jo Park', 'Jo Park'],
    ]);
    // The writer's details, from the resume, in a letter's header.
    const header = `[Your Name]\n[E-mail Address] · {{phone number}} · <Mobile>\n\n${FILLER}`;
    expect(
      reviewCoverLetter({
        text: header,
        company: 'Acme',
        otherCompanies: [],
        sender: { name: ' Jo  Park ', email: 'jo@example.com', phone: '+44 20 7946 0000' },
      })
        .findings.filter((item) => item.code === 'placeholder')
        .map((item) => item.fix?.text ?? null),
    ).toEqual(['Jo Park', 'jo@example.com', '+44 20 7946 0000', '+44 20 7946 0000']);
    // What it does not know, it leaves to the person.
    expect(fixes({ company: null }).every(([, label]) => label === null)).toBe(true);
    const [first] = reviewCoverLetter({
      text,
      company: 'Acme',
      otherCompanies: [],
      hiringManager: 'Marcus Chen',
    }).findings;
    expect(first?.fix).toEqual({
      label: 'Fill in Marcus Chen',
      start: 5,
      end: 5 + "[Hiring Manager's Name]".length,
      text: 'Marcus Chen',
    });
  });

  it('finds each kind of bracket and the marker words', () => {
    const text = `Dear [Hiring Manager], the {{role}} at {company} via <job board>. TODO: XXX, XX, TBD. ${FILLER}`;
    const found = withCode(text, 'placeholder');
    expect(found.map((item) => item.excerpt)).toEqual([
      '[Hiring Manager]',
      '{{role}}',
      '{company}',
      '<job board>',
      'TODO',
      'XXX',
      'XX',
      'TBD',
    ]);
    for (const item of found) expectLocated(text, item, item.excerpt ?? '');
    expect(found[0]?.message).toBe(
      'Fill this in or take it out: "[Hiring Manager]" would reach the reader as it is.',
    );
  });

  it('leaves alone what is not waiting to be filled in', () => {
    const text = [
      'As shown [1] and {2}, {{3}}',
      'I <3 this',
      'todo list, Todo, XXXL, TODOs, TBDs, xx',
      '[line\nbreak] {line\r\nbreak} <line\nbreak>',
      `[${'a'.repeat(41)}] [] {} <>`,
      '<ada@example.com> <https://example.com>',
      FILLER,
    ].join('\n');
    expect(withCode(text, 'placeholder')).toEqual([]);
  });

  it('takes a marker inside brackets as one placeholder', () => {
    const text = `I bring [TODO] to the team. ${FILLER}`;
    expect(withCode(text, 'placeholder').map((item) => item.excerpt)).toEqual(['[TODO]']);
  });

  it('accepts an inside of exactly 40 characters', () => {
    const inside = 'a'.repeat(40);
    expect(withCode(`[${inside}] ${FILLER}`, 'placeholder')).toHaveLength(1);
  });

  it('stops at ten', () => {
    const text = `${Array.from({ length: 15 }, (_, i) => `[name ${i}]`).join(' ')} ${FILLER}`;
    const found = withCode(text, 'placeholder');
    expect(found).toHaveLength(10);
    expect(found[9]?.excerpt).toBe('[name 9]');
  });
});

describe('reviewCoverLetter: the company', () => {
  it('suggests naming the company when the letter never does', () => {
    const found = withCode(FILLER, 'company_not_named', 'Globex Corporation');
    expect(found).toEqual([
      {
        code: 'company_not_named',
        severity: 'suggestion',
        message:
          'The letter never names Globex Corporation. Saying why this company, by name, shows it was written for them.',
        excerpt: null,
        start: null,
        end: null,
        fix: null,
      },
    ]);
  });

  it('points at "your company" where the letter should name it, and names it there', () => {
    const text = `Hello,\n[Your Company] aside, I would love to join YOUR company's team.\n${FILLER}\nYour organisation too.`;
    const found = withCode(text, 'company_not_named', 'Globex Corporation');
    expect(found).toHaveLength(1);
    // The placeholder is the placeholder finding's; the first "your company" after it is this one's.
    expectLocated(text, found[0], 'YOUR company');
    expect(found[0]?.message).toBe(
      'The letter never names Globex Corporation; it says "YOUR company". Saying why this company, by name, shows it was written for them.',
    );
    expect(found[0]?.fix).toMatchObject({ label: 'Change to Globex', text: 'Globex' });
    const fixed = withEdit(text, found[0]?.fix ?? { start: 0, end: 0, text: '' });
    expect(fixed).toContain("I would love to join Globex's team.");
    expect(withCode(fixed, 'company_not_named', 'Globex Corporation')).toEqual([]);
    for (const phrase of ['your organization', 'your\n  firm', 'Your Organisation'])
      expectLocated(
        `${phrase} ${FILLER}`,
        withCode(`${phrase} ${FILLER}`, 'company_not_named', 'Globex')[0],
        phrase,
      );
    // Not a phrase that only begins so, nor someone else's company.
    for (const other of ['your companyship', 'our company', 'yourcompany'])
      expect(withCode(`${other} ${FILLER}`, 'company_not_named', 'Globex')[0]?.fix).toBeNull();
  });

  it('is satisfied by the company’s core name, capitalised', () => {
    expect(
      withCode(`Joining Globex. ${FILLER}`, 'company_not_named', 'Globex Corporation'),
    ).toEqual([]);
    expect(withCode(`joining globex. ${FILLER}`, 'company_not_named', 'Globex')).toHaveLength(1);
  });

  it('says nothing without a company of two characters or more', () => {
    expect(withCode(FILLER, 'company_not_named', null)).toEqual([]);
    expect(withCode(FILLER, 'company_not_named', '   ')).toEqual([]);
    expect(withCode(FILLER, 'company_not_named', 'X')).toEqual([]);
    expect(withCode(FILLER, 'company_not_named', 'EY')).toHaveLength(1);
  });
});

describe('reviewCoverLetter: greeting', () => {
  it('points at a form-letter greeting, once', () => {
    const text = `To whom it may concern,\n${FILLER} to WHOM it may concern`;
    const found = withCode(text, 'generic_greeting', 'Acme');
    expect(found).toHaveLength(1);
    expectLocated(text, found[0], 'To whom it may concern');
    expect(found[0]?.message).toBe(
      '"To whom it may concern" reads as a form letter. Address the hiring manager by name if you can find it, or "Dear Acme hiring team".',
    );
    expect(found[0]?.fix).toEqual({
      label: 'Greet the Acme hiring team',
      start: 0,
      end: 'To whom it may concern,'.length,
      text: 'Dear Acme Hiring Team,',
    });
  });

  it('offers to rewrite the greeting only, not the words further down', () => {
    const text = `Dear Ada,\nI wrote "to whom it may concern" once. ${FILLER}`;
    const [found] = withCode(text, 'generic_greeting', 'Acme');
    expect(found?.excerpt).toBe('to whom it may concern');
    expect(found?.fix).toBeNull();
  });

  it('offers the hiring team without a company name when there is none', () => {
    const found = withCode(`Dear Sir or Madam, ${FILLER}`, 'generic_greeting', null);
    expect(found[0]?.message).toBe(
      '"Dear Sir or Madam" reads as a form letter. Address the hiring manager by name if you can find it, or "Dear hiring team".',
    );
    expect(found[0]?.fix).toMatchObject({
      label: 'Greet the hiring team',
      text: 'Dear Hiring Team,',
    });
  });

  it('knows each greeting and leaves personal ones alone', () => {
    for (const greeting of [
      'Dear Sir/Madam',
      'dear sirs',
      'Dear Madam or Sir',
      'DEAR SIR / MADAM',
    ]) {
      const text = `${greeting},\n${FILLER}`;
      expectLocated(text, withCode(text, 'generic_greeting')[0], greeting);
    }
    for (const greeting of ['Dear Ms Sirsova', 'Dear Acme team', 'Dear Sir Alex', 'Dear Sirsa']) {
      expect(withCode(`${greeting},\n${FILLER}`, 'generic_greeting')).toEqual([]);
    }
  });
});

describe('reviewCoverLetter: the opening', () => {
  it('points at a stock opening, as a suggestion the person rewrites', () => {
    const text = `Dear Globex Hiring Team,\n\nI am writing to apply for the role. ${FILLER}`;
    const found = withCode(text, 'stock_opening', 'Globex Corporation');
    expect(found).toHaveLength(1);
    expectLocated(text, found[0], 'I am writing to apply');
    expect(found[0]).toMatchObject({ severity: 'suggestion', fix: null });
    expect(found[0]?.message).toBe(
      '"I am writing to apply" is how most letters open. Open with what you would bring to Globex, or why them: the first sentence decides whether the rest is read.',
    );
    expect(withCode(text, 'stock_opening', null)[0]?.message).toContain(
      'what you would bring to the team, or why this company',
    );
    expect(withCode(`Dear Globex Hiring Team,\n\n${FILLER}`, 'stock_opening', 'Globex')).toEqual(
      [],
    );
  });
});

describe('reviewCoverLetter: greeting the hiring manager', () => {
  function findingsFor(text: string, hiringManager: string | null | undefined) {
    return reviewCoverLetter({
      text,
      company: 'Acme',
      otherCompanies: [],
      hiringManager,
    }).findings.filter(
      (item) => item.code === 'hiring_manager_not_greeted' || item.code === 'generic_greeting',
    );
  }

  it('points at a greeting that does not name them, after any address above it', () => {
    const text = `Jordan Lee\nLeeds\n\n  Dear Acme Hiring Team,\n${FILLER}`;
    const found = findingsFor(text, '  Marcus   Chen ');
    expect(found).toHaveLength(1);
    expectLocated(text, found[0], 'Dear Acme Hiring Team');
    expect(found[0]?.code).toBe('hiring_manager_not_greeted');
    expect(found[0]?.severity).toBe('suggestion');
    expect(found[0]?.message).toBe(
      'The letter greets "Dear Acme Hiring Team"; your contacts name Marcus Chen as the hiring manager. "Dear Marcus Chen," shows whom you wrote it for.',
    );
    expect(found[0]?.fix).toMatchObject({ label: 'Greet Marcus Chen', text: 'Dear Marcus Chen,' });
    expect(withEdit(text, found[0]?.fix ?? { start: 0, end: 0, text: '' })).toBe(
      text.replace('Dear Acme Hiring Team,', 'Dear Marcus Chen,'),
    );
  });

  it('points at a greeting of another name alone, and replaces it', () => {
    const text = `Jordan Lee\nLeeds\n\nSarah,\n\n${FILLER}`;
    const found = findingsFor(text, 'Marcus Chen');
    expect(found.map((item) => item.code)).toEqual(['hiring_manager_not_greeted']);
    expectLocated(text, found[0], 'Sarah');
    expect(withEdit(text, found[0]?.fix ?? { start: 0, end: 0, text: '' })).toBe(
      `Jordan Lee\nLeeds\n\nDear Marcus Chen,\n\n${FILLER}`,
    );
    expect(findingsFor(`Marcus,\n\n${FILLER}`, 'Marcus Chen')).toEqual([]);
  });

  it('says so about a letter without a greeting, pointing at no words', () => {
    const found = findingsFor(`I am applying. ${FILLER}`, 'Marcus Chen');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ excerpt: null, start: null, end: null });
    expect(found[0]?.message).toBe(
      'The letter does not greet Marcus Chen, whom your contacts name as the hiring manager. Opening with "Dear Marcus Chen," shows whom you wrote it for.',
    );
    expect(found[0]?.fix).toEqual({
      label: 'Greet Marcus Chen',
      start: 0,
      end: 0,
      text: 'Dear Marcus Chen,\n\n',
    });
  });

  it('tells a form letter whom to greet, once', () => {
    const text = `To whom it may concern,\n${FILLER}`;
    const found = findingsFor(text, 'Marcus Chen');
    expect(found.map((item) => item.code)).toEqual(['generic_greeting']);
    expectLocated(text, found[0], 'To whom it may concern');
    expect(found[0]?.message).toBe(
      '"To whom it may concern" reads as a form letter. Your contacts name Marcus Chen as the hiring manager: "Dear Marcus Chen," shows whom you wrote it for.',
    );
    expect(found[0]?.fix).toMatchObject({ label: 'Greet Marcus Chen', text: 'Dear Marcus Chen,' });
  });

  it('leaves a placeholder in the greeting to the placeholder’s finding, which fills the name in', () => {
    const found = reviewCoverLetter({
      text: `Dear [Hiring Manager],\nAcme ${FILLER}`,
      company: 'Acme',
      otherCompanies: [],
      hiringManager: 'Marcus Chen',
    }).findings;
    expect(found.map((item) => [item.code, item.fix?.label])).toEqual([
      ['placeholder', 'Fill in Marcus Chen'],
    ]);
  });

  it('is quiet when the greeting names them, and without a hiring manager', () => {
    for (const greeting of ['Dear Marcus Chen,', 'Dear Mr Chen,', 'Hello Marcus!'])
      expect(findingsFor(`${greeting}\n${FILLER}`, 'Marcus Chen')).toEqual([]);
    for (const hiringManager of [null, undefined, '', '   '])
      expect(findingsFor(`Dear Acme Hiring Team,\n${FILLER}`, hiringManager)).toEqual([]);
    expect(
      reviewCoverLetter({
        text: `Dear Acme team,\n${FILLER}`,
        company: 'Acme',
        otherCompanies: [],
        hiringManager: 42 as unknown as string,
      }).findings,
    ).toEqual([]);
  });
});

describe('reviewCoverLetter: length', () => {
  const words = (n: number) => `Acme ${Array.from({ length: n - 1 }, () => 'word').join('\n ')}`;

  it('counts runs of non-space as words, at the boundaries', () => {
    expect(withCode(words(119), 'too_short')).toHaveLength(1);
    expect(withCode(words(119), 'too_short')[0]?.message).toBe(
      '119 words: room to say more about why this company and why you. Most letters run 250–400 words.',
    );
    expect(withCode('Acme', 'too_short')[0]?.message).toBe(
      'One word: room to say more about why this company and why you. Most letters run 250–400 words.',
    );
    expect(withCode(words(120), 'too_short')).toEqual([]);
    expect(withCode(words(450), 'too_long')).toEqual([]);
    expect(withCode(words(451), 'too_long')).toEqual([
      {
        code: 'too_long',
        severity: 'suggestion',
        message:
          '451 words: most readers give a cover letter under a minute. Most letters run 250–400 words.',
        excerpt: null,
        start: null,
        end: null,
        fix: null,
      },
    ]);
    expect(withCode(words(300), 'too_long')).toEqual([]);
    expect(withCode(words(300), 'too_short')).toEqual([]);
  });
});

describe('reviewCoverLetter: skills the resume does not show', () => {
  const shown = ['Go', 'PostgreSQL'].map((name) => term(name).skillId);
  const claims = (text: string, extra: Partial<CoverLetterReviewInput> = {}) =>
    reviewCoverLetter({
      text: `${text} ${FILLER}`,
      company: 'Acme',
      otherCompanies: [],
      resumeSkillIds: shown,
      ...extra,
    }).findings.filter((item) => item.code === 'skill_not_on_resume');

  it('suggests checking a skill the letter names and the resume lacks, at its first mention', () => {
    const text = 'At Acme I would build in Go and Rust.';
    const [finding, ...more] = claims(text);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({
      severity: 'suggestion',
      message:
        'The letter names Rust, which your resume does not mention. If you have used it, add it to your resume; if not, make sure the letter does not claim it.',
    });
    expectLocated(`${text} ${FILLER}`, finding, 'Rust');
  });

  it('reads names — the company, the job title, other companies — and quotes as no claim', () => {
    expect(claims('I want to join Snowflake.', { company: 'Snowflake' })).toEqual([]);
    expect(
      claims('I am applying for the Rust Engineer role at Acme.', { jobTitle: 'Rust Engineer' }),
    ).toEqual([]);
    const other = reviewCoverLetter({
      text: `Unlike Snowflake, Acme is small. ${FILLER}`,
      company: 'Acme',
      otherCompanies: ['Snowflake'],
      resumeSkillIds: shown,
    });
    expect(other.findings.map((item) => item.code)).toEqual(['other_company']);
    // Named twice: one slip, reported at its first mention, and no skill either time.
    const twice = reviewCoverLetter({
      text: `Unlike Snowflake, Acme is small; Snowflake is not. ${FILLER}`,
      company: 'Acme',
      otherCompanies: ['Snowflake'],
      resumeSkillIds: shown,
    });
    expect(twice.findings.map((item) => [item.code, item.start])).toEqual([['other_company', 7]]);
    expect(claims('The role includes “Run our Kafka clusters”, close to my work at Acme.')).toEqual(
      [],
    );
  });

  it('makes no such check without the resume’s skills, and reads odd ones as none', () => {
    expect(claims('I know Rust.', { resumeSkillIds: null })).toEqual([]);
    expect(claims('I know Rust.', { resumeSkillIds: undefined })).toEqual([]);
    const odd = [null, 7, term('Rust').skillId] as unknown as string[];
    expect(
      claims('I know Rust and AWS.', { resumeSkillIds: odd }).map((item) => item.excerpt),
    ).toEqual(['AWS']);
  });
});

describe('reviewCoverLetter: the whole review', () => {
  it('has no findings for an empty or blank letter', () => {
    for (const text of ['', '   ', '\n\t\n'])
      expect(review(text, 'Acme', ['Globex'])).toEqual({
        findings: [],
        problemCount: 0,
        suggestionCount: 0,
      });
  });

  it('orders problems, then suggestions, each by position with the whole-letter ones last', () => {
    const text = 'To whom it may concern, I want to work at Globex. [Your Name] TODO';
    const result = review(text, 'Acme', ['Globex']);
    expect(result.findings.map((item) => item.code)).toEqual([
      'other_company',
      'placeholder',
      'placeholder',
      'generic_greeting',
      'company_not_named',
      'too_short',
    ]);
    expect(result.problemCount).toBe(3);
    expect(result.suggestionCount).toBe(3);
    for (const item of result.findings) {
      expect(COVER_LETTER_FINDING_CODES).toContain(item.code);
      expect(item.message).not.toContain('!');
    }
  });

  it('sorts a placeholder before a later company mention', () => {
    const text = `[Date]\nI want to work at Globex. ${FILLER}`;
    expect(review(text, 'Acme', ['Globex']).findings.map((item) => item.code)).toEqual([
      'placeholder',
      'other_company',
      'company_not_named',
    ]);
  });

  it('handles a letter of 20,000 characters against 2,000 companies', () => {
    const companies = Array.from({ length: 2500 }, (_, i) => `Company Number${i} Ltd`);
    const text = `${Array.from({ length: 2000 }, (_, i) => `Company Number${i * 7}`).join(' ')} [x]`
      .padEnd(20_000, ' a')
      .slice(0, 20_000);
    const result = review(text, 'Acme', companies);
    expect(result.findings.filter((item) => item.code === 'other_company')).toHaveLength(10);
    // Past the first MAX_OTHER_COMPANIES (2,000) distinct companies nothing more is looked for.
    const late = review(`I admire Company Number${MAX_OTHER_COMPANIES}.`, 'Acme', companies);
    expect(late.findings.filter((item) => item.code === 'other_company')).toEqual([]);
    const early = review(`I admire Company Number${MAX_OTHER_COMPANIES - 1}.`, 'Acme', companies);
    expect(early.findings.filter((item) => item.code === 'other_company')).toHaveLength(1);
  });

  it('reads whatever it is given without throwing', () => {
    const odd = { text: 42, company: {}, otherCompanies: [null, 7, 'Globex'] } as unknown;
    expect(reviewCoverLetter(odd as CoverLetterReviewInput).findings).toEqual([]);
    expect(reviewCoverLetter(null as unknown as CoverLetterReviewInput).findings).toEqual([]);
  });
});

describe('reviewCoverLetter: any input', () => {
  const fragment = fc.constantFrom(
    'Acme',
    'acme',
    'Acme Robotics',
    'Globex',
    'GLOBEX',
    'Globex\nCorp',
    'Initech',
    '[',
    ']',
    '{',
    '}',
    '{{',
    '}}',
    '<',
    '>',
    '\n',
    '\r\n',
    ' ',
    'TODO',
    'XX',
    'To whom it may concern',
    'Dear Sir/Madam',
    '🚀',
    'é',
    '1',
    'name',
    '[Company Name]',
    '[Your Name]',
    'Dear Marcus,',
    'Hi team, ',
  );
  const text = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 5 })), { maxLength: 80 })
      .map((parts) => parts.join('')),
  );
  const company = fc.oneof(
    fc.constant(null),
    fc.constantFrom('Acme', 'Acme Inc.', 'Globex Corporation', '', 'X'),
    fc.string({ maxLength: 12 }),
  );
  const others = fc.array(
    fc.oneof(
      fc.constantFrom('Globex', 'Initech, Inc.', 'Acme Robotics', 'acme', '', '[x]', '(', '\\'),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    ),
    { maxLength: 8 },
  );

  const person = fc.oneof(
    fc.constant(null),
    fc.constantFrom('Marcus Chen', 'Ada', '  ', 'Zoë Müller'),
    fc.string({ maxLength: 12 }),
  );

  it('never throws and every located finding points at its excerpt', () => {
    fc.assert(
      fc.property(
        text,
        company,
        others,
        person,
        person,
        (letter, employer, otherCompanies, hiringManager, senderName) => {
          const result = reviewCoverLetter({
            text: letter,
            company: employer,
            otherCompanies,
            hiringManager,
            sender: { name: senderName, email: senderName, phone: senderName },
          });
          let lastRank = 0;
          for (const item of result.findings) {
            // A fix is a change inside the text, and one that writes something.
            if (item.fix !== null) {
              expect(item.fix.start).toBeGreaterThanOrEqual(0);
              expect(item.fix.start).toBeLessThanOrEqual(item.fix.end);
              expect(item.fix.end).toBeLessThanOrEqual(letter.length);
              expect(item.fix.text.trim()).not.toBe('');
              expect(item.fix.label.trim()).not.toBe('');
            }
            if (item.excerpt === null) {
              expect(item.start).toBeNull();
              expect(item.end).toBeNull();
            } else {
              expect(letter.slice(item.start ?? -1, item.end ?? -1)).toBe(item.excerpt);
            }
            const rank = item.severity === 'problem' ? 0 : 1;
            expect(rank).toBeGreaterThanOrEqual(lastRank);
            lastRank = rank;
          }
          expect(result.problemCount + result.suggestionCount).toBe(result.findings.length);
          if (letter.trim() === '') expect(result.findings).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
