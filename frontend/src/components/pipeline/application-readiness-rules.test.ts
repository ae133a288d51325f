import { describe, expect, it } from 'vitest';
import {
  findingsText,
  type ReadinessFacts,
  readinessItems,
  readinessSummary,
} from './application-readiness-rules';

const NOTHING_FOUND = { problemCount: 0, suggestionCount: 0 };

const allReady: ReadinessFacts = {
  applicationId: 'app-1',
  jobId: 'job-1',
  company: 'Northwind Traders',
  isTailored: true,
  resumeReview: NOTHING_FOUND,
  hasLetter: true,
  letterReview: { problemCount: 0, suggestionCount: 2 },
  motivationQuestion: 'Why Northwind Traders?',
  answers: [{ answer: 'Because.' }, { answer: '€80,000' }],
  contacts: [],
  letterText: 'Dear Northwind Traders Hiring Team,\n\nI am applying for the Engineer role.',
};

const MARCUS = { name: 'Marcus Chen', role: 'Engineering hiring manager' };

function item(facts: Partial<ReadinessFacts>, key: string) {
  return readinessItems({ ...allReady, ...facts }).find((each) => each.key === key);
}

describe('readinessItems', () => {
  it('says all is ready when every part is there and nothing is to fix', () => {
    const items = readinessItems(allReady);
    expect(items.map(({ key, state, detail, action }) => ({ key, state, detail, action }))).toEqual(
      [
        {
          key: 'resume',
          state: 'ready',
          detail: 'Tailored; its review: nothing to fix.',
          action: null,
        },
        {
          key: 'letter',
          state: 'ready',
          detail: 'Drafted; its check: 2 suggestions.',
          action: null,
        },
        {
          key: 'reasons',
          state: 'ready',
          detail: 'Your answer to “Why Northwind Traders?”.',
          action: null,
        },
        { key: 'questions', state: 'ready', detail: 'All 2 answered.', action: null },
        {
          key: 'recipient',
          state: 'optional',
          detail:
            'No one at Northwind Traders noted yet: the hiring manager, for the letter to greet by name, or someone who could refer you.',
          action: { label: 'Add a contact', href: '#contacts' },
        },
      ],
    );
    expect(readinessSummary(items)).toBe('All ready');
  });

  it('leads to the job page for what is missing or has something to fix', () => {
    expect(item({ isTailored: false, resumeReview: undefined }, 'resume')).toMatchObject({
      state: 'todo',
      detail: 'Not tailored to this job yet.',
      action: { label: 'Tailor it', href: '/jobs/job-1#tailored' },
    });
    expect(item({ resumeReview: { problemCount: 1, suggestionCount: 2 } }, 'resume')).toMatchObject(
      {
        state: 'todo',
        detail: 'Tailored; its review: 1 to fix · 2 suggestions.',
        action: { label: 'See the review', href: '/jobs/job-1#tailored' },
      },
    );
    expect(item({ hasLetter: false, letterReview: undefined }, 'letter')).toMatchObject({
      state: 'todo',
      action: { label: 'Go to the job', href: '/jobs/job-1#cover-letter' },
    });
    expect(item({ letterReview: { problemCount: 2, suggestionCount: 0 } }, 'letter')).toMatchObject(
      {
        state: 'todo',
        detail: 'Drafted; its check: 2 to fix.',
        action: { label: 'Open the letter', href: '/jobs/job-1#cover-letter' },
      },
    );
  });

  it('says a review that runs or failed as such, and does not count it against the person', () => {
    expect(item({ resumeReview: undefined }, 'resume')).toMatchObject({
      state: 'checking',
      detail: 'Tailored; its review: checking it…',
    });
    expect(item({ letterReview: null }, 'letter')).toMatchObject({
      state: 'ready',
      detail: 'Drafted; its check: could not check it just now.',
    });
  });

  it('asks for the reasons with the company’s question written in', () => {
    expect(item({ motivationQuestion: null }, 'reasons')?.action).toEqual({
      label: 'Write it',
      href: '/applications/app-1?question=Why%20do%20you%20want%20to%20work%20at%20Northwind%20Traders%3F#answers',
    });
    expect(item({ motivationQuestion: null, company: null }, 'reasons')?.action?.href).toContain(
      encodeURIComponent('Why do you want to work here?'),
    );
  });

  it('counts the questions waiting for an answer, and none written down as up to the person', () => {
    expect(item({ answers: [{ answer: null }, { answer: 'Yes' }] }, 'questions')).toMatchObject({
      state: 'todo',
      detail: '1 of 2 waiting for an answer.',
      action: { href: '#answers' },
    });
    const none = readinessItems({ ...allReady, answers: [] });
    expect(none.find((each) => each.key === 'questions')?.state).toBe('optional');
    expect(readinessSummary(none)).toBe('All ready');
    expect(readinessSummary(readinessItems({ ...allReady, motivationQuestion: null }))).toBe(
      '3 of 4 ready',
    );
  });
});

describe('who it goes to', () => {
  it('checks that the letter greets the hiring manager, counted once there is one', () => {
    const greeted = readinessItems({
      ...allReady,
      contacts: [{ name: 'Ana Ruiz', role: 'Recruiter' }, MARCUS],
      letterText: '\n  Dear Marcus Chen,\n\nI am applying.',
    });
    expect(greeted.find((each) => each.key === 'recipient')).toMatchObject({
      state: 'ready',
      detail: 'The letter greets Marcus Chen, the hiring manager.',
      action: null,
    });
    expect(readinessSummary(greeted)).toBe('All ready');

    const notGreeted = readinessItems({ ...allReady, contacts: [MARCUS] });
    expect(notGreeted.find((each) => each.key === 'recipient')).toMatchObject({
      state: 'todo',
      detail: 'Marcus Chen is the hiring manager, and the letter does not greet them by name.',
      action: { label: 'Open the letter', href: '/jobs/job-1#cover-letter' },
      quickFix: {
        label: 'Greet Marcus Chen',
        letterText: 'Dear Marcus Chen,\n\nI am applying for the Engineer role.',
      },
    });
    expect(readinessSummary(notGreeted)).toBe('4 of 5 ready');
  });

  it('says new letters greet the hiring manager while there is no letter', () => {
    expect(item({ contacts: [MARCUS], letterText: null, hasLetter: false }, 'recipient')).toEqual(
      expect.objectContaining({
        state: 'ready',
        detail: 'New letters greet Marcus Chen, the hiring manager.',
      }),
    );
  });

  it('greets the first hiring manager added, as the server drafts', () => {
    const second = { name: 'Priya Nair', role: 'Hiring Manager' };
    expect(
      item({ contacts: [MARCUS, second], letterText: 'Dear Priya Nair,' }, 'recipient'),
    ).toMatchObject({ state: 'todo', detail: expect.stringContaining('Marcus Chen') as string });
  });

  it('names the people noted when none is the hiring manager, without counting it', () => {
    const ana = { name: 'Ana Ruiz', role: 'Recruiter' };
    expect(item({ contacts: [ana] }, 'recipient')).toMatchObject({
      state: 'optional',
      detail: 'Ana Ruiz noted, no hiring manager: new letters greet the hiring team.',
      action: null,
    });
    expect(
      item({ contacts: [ana, { name: 'Bo', role: null }, { name: 'Cy', role: null }] }, 'recipient')
        ?.detail,
    ).toBe('Ana Ruiz and 2 others noted, no hiring manager: new letters greet the hiring team.');
    expect(item({ company: null }, 'recipient')?.detail).toMatch(/^No one at the company noted/);
  });
});

describe('findingsText', () => {
  it('names what is to fix, then the suggestions', () => {
    expect(findingsText(NOTHING_FOUND)).toBe('nothing to fix');
    expect(findingsText({ problemCount: 1, suggestionCount: 1 })).toBe('1 to fix · 1 suggestion');
  });
});
