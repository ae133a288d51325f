import { describe, expect, it } from 'vitest';
import {
  DRAFTED_NOTE,
  draftNote,
  draftQuestion,
  draftRefusalNote,
  isDraftOffered,
  NOTHING_TO_DRAFT,
  type DraftContext,
  type DraftOutcome,
} from './application-answer-draft-rules';

const QUESTION = 'How many years of experience do you have with TypeScript?';

const form = (changes: Partial<DraftContext> = {}): DraftContext => ({
  question: QUESTION,
  origin: 'own',
  isAnswerWanted: true,
  ...changes,
});

const drafted: DraftOutcome = { question: QUESTION, status: 'drafted' };
const nothing: DraftOutcome = { question: QUESTION, status: 'nothing' };
const noResume: DraftOutcome = {
  question: QUESTION,
  status: 'refused',
  problem: { code: 'NO_BASE_RESUME', message: 'Import a resume first' },
};

describe('draftQuestion', () => {
  it('asks once there is a question, with single spaces', () => {
    expect(draftQuestion(' Wh ')).toBeNull();
    expect(draftQuestion('  Why this\n role? ')).toBe('Why this role?');
  });
});

describe('isDraftOffered', () => {
  it('is offered for any question while an answer is wanted: the server knows which it drafts', () => {
    expect(isDraftOffered(null, form())).toBe(true);
    expect(isDraftOffered(null, form({ question: 'What are your salary expectations?' }))).toBe(
      true,
    );
    expect(isDraftOffered(null, form({ question: 'Wh' }))).toBe(false);
    expect(isDraftOffered(null, form({ isAnswerWanted: false }))).toBe(false);
  });

  it('is not offered again for a question the resume has nothing for, until it changes', () => {
    expect(isDraftOffered(nothing, form())).toBe(false);
    expect(isDraftOffered(nothing, form({ question: `  ${QUESTION}\n` }))).toBe(false);
    expect(isDraftOffered(nothing, form({ question: 'Why this role?' }))).toBe(true);
  });

  it('is not offered while the answer is the draft, and is once it is emptied or replaced', () => {
    expect(isDraftOffered(drafted, form({ origin: 'draft' }))).toBe(false);
    expect(isDraftOffered(drafted, form({ origin: 'own' }))).toBe(true);
    expect(isDraftOffered(drafted, form({ origin: 'earlier' }))).toBe(true);
  });

  it('stays after a refusal, to try again once the resume is fixed', () => {
    expect(isDraftOffered(noResume, form())).toBe(true);
  });
});

describe('draftNote', () => {
  it('says nothing before a press', () => {
    expect(draftNote(null, form())).toBeNull();
  });

  it('says the answer is a draft to check while it holds one, edited or not', () => {
    expect(draftNote(drafted, form({ origin: 'draft' }))).toEqual({
      text: DRAFTED_NOTE,
      tone: 'note',
    });
    expect(DRAFTED_NOTE).toBe('Drafted from your resume: check it says what you mean.');
    expect(draftNote(drafted, form({ origin: 'earlier' }))).toBeNull();
    expect(draftNote(drafted, form({ origin: 'own' }))).toBeNull();
  });

  it('says the resume has nothing for the question, only while it is the one asked', () => {
    expect(draftNote(nothing, form())).toEqual({ text: NOTHING_TO_DRAFT, tone: 'note' });
    expect(NOTHING_TO_DRAFT).toBe('Nothing in your resume answers this one — write it yourself.');
    expect(draftNote(nothing, form({ question: 'Why this role?' }))).toBeNull();
    // A draft of the question before is still in the field: that is what the note is about.
    expect(draftNote(nothing, form({ question: 'Why this role?', origin: 'draft' }))).toEqual({
      text: DRAFTED_NOTE,
      tone: 'note',
    });
  });

  it('says what stopped the draft, only while the question is the one asked', () => {
    expect(draftNote(noResume, form())?.link).toEqual({
      href: '/resume',
      label: 'Import your resume first',
    });
    expect(draftNote(noResume, form({ question: 'Why this role?' }))).toBeNull();
  });
});

describe('draftRefusalNote', () => {
  it('sends to the resume page to import a resume, or to fix it', () => {
    expect(draftRefusalNote({ code: 'NO_BASE_RESUME', message: 'Import a resume first' })).toEqual({
      text: 'Drafts quote your base resume, and you have none yet.',
      tone: 'note',
      link: { href: '/resume', label: 'Import your resume first' },
    });
    expect(
      draftRefusalNote({ code: 'INVALID_BASE_RESUME', message: 'Your base resume is not valid' }),
    ).toEqual({
      text: 'Your base resume is not valid JSON Resume, so it cannot be quoted.',
      tone: 'note',
      link: { href: '/resume', label: 'Fix your base resume' },
    });
  });

  it('says any other problem as a sentence', () => {
    expect(
      draftRefusalNote({
        code: 'NETWORK_ERROR',
        message: 'Could not reach the server. Check your connection and try again.',
      }),
    ).toEqual({
      text: 'Could not draft an answer. Could not reach the server. Check your connection and try again.',
      tone: 'problem',
    });
    expect(draftRefusalNote({ code: 'NOT_FOUND', message: 'No application' }).text).toBe(
      'Could not draft an answer. No application.',
    );
  });
});
