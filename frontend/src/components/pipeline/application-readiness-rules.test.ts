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
};

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

describe('findingsText', () => {
  it('names what is to fix, then the suggestions', () => {
    expect(findingsText(NOTHING_FOUND)).toBe('nothing to fix');
    expect(findingsText({ problemCount: 1, suggestionCount: 1 })).toBe('1 to fix · 1 suggestion');
  });
});
