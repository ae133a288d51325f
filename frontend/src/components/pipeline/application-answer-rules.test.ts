import { describe, expect, it } from 'vitest';
import type { ApplicationPageAnswerFragment, QuestionKind } from '@/gql/graphql';
import {
  addAnswerInput,
  answerDraft,
  answerUpdate,
  checkAnswer,
  countAnswer,
  countText,
  isAnswerLimitRefusal,
  isDraftChanged,
  isInAnswer,
  KIND_LABELS,
  offeredAnswers,
  offeredText,
  questionName,
  refusedAnswerField,
  suggestionQuery,
  type EarlierAnswer,
} from './application-answer-rules';

const ITEM: ApplicationPageAnswerFragment = {
  id: 'answer-1',
  question: 'Why do you want to work here?',
  answer: 'Your platform team ships every day.',
  kind: 'why_company',
};

function earlier(
  id: string,
  answer: string | null,
  changes: Partial<Omit<EarlierAnswer, 'answer'>> & {
    kind?: QuestionKind | null;
    company?: string | null;
  } = {},
): EarlierAnswer {
  return {
    timesUsed: changes.timesUsed ?? 1,
    sameKind: changes.sameKind ?? false,
    answer: {
      id,
      question: 'What are your salary expectations?',
      answer,
      kind: changes.kind === undefined ? 'salary' : changes.kind,
      application: {
        job: {
          title: 'Platform Engineer',
          company: changes.company === undefined ? 'Northwind Traders' : changes.company,
        },
      },
    },
  };
}

describe('countAnswer', () => {
  it('counts nothing in an empty or blank answer', () => {
    expect(countAnswer('')).toEqual({ words: 0, characters: 0, isOverLimit: false });
    expect(countAnswer(' \n\t ')).toEqual({ words: 0, characters: 0, isOverLimit: false });
  });

  it('counts words across lines and runs of spaces, and the trimmed characters', () => {
    expect(countAnswer('  Two years\n\nin   Go, \tthree in Rust. ')).toEqual({
      words: 7,
      characters: 35,
      isOverLimit: false,
    });
  });

  it('is over the limit past 10,000 characters, not at it', () => {
    expect(countAnswer('a'.repeat(10_000)).isOverLimit).toBe(false);
    expect(countAnswer(`${'a'.repeat(10_000)}  `).isOverLimit).toBe(false);
    expect(countAnswer('a'.repeat(10_001)).isOverLimit).toBe(true);
  });
});

describe('countText', () => {
  it('says words and characters, one and many', () => {
    expect(countText(countAnswer(''))).toBe('0 words · 0 characters');
    expect(countText(countAnswer('Yes'))).toBe('1 word · 3 characters');
    expect(countText(countAnswer('Yes, I am'))).toBe('3 words · 9 characters');
  });

  it('groups thousands and says how far over the limit an answer is', () => {
    expect(countText(countAnswer('word '.repeat(2000)))).toBe('2,000 words · 9,999 characters');
    expect(countText(countAnswer('a'.repeat(10_234)))).toBe(
      '1 word · 10,234 characters: 234 over the 10,000 limit',
    );
  });
});

describe('checkAnswer', () => {
  it('takes a question without an answer', () => {
    expect(checkAnswer({ question: 'Notice period?', answer: '' })).toEqual({});
  });

  it('asks for the question, which blank space is not', () => {
    expect(checkAnswer({ question: '  \n', answer: 'One month.' })).toEqual({
      question: 'Enter the question as the form asks it.',
    });
  });

  it('says which text is too long, counting it trimmed', () => {
    expect(checkAnswer({ question: ` ${'q'.repeat(1000)} `, answer: 'a'.repeat(10_000) })).toEqual(
      {},
    );
    expect(checkAnswer({ question: 'q'.repeat(1001), answer: 'a'.repeat(10_001) })).toEqual({
      question: 'A question has at most 1,000 characters.',
      answer: 'An answer has at most 10,000 characters; this one has 10,001.',
    });
  });
});

describe('what the form sends', () => {
  it('opens empty for a new question and as stored for one to change', () => {
    expect(answerDraft(null)).toEqual({ question: '', answer: '' });
    expect(answerDraft({ ...ITEM, answer: null })).toEqual({ question: ITEM.question, answer: '' });
  });

  it('adds the trimmed text, a blank answer as none', () => {
    expect(addAnswerInput('app-1', { question: ' Start date? ', answer: ' \n ' })).toEqual({
      applicationId: 'app-1',
      question: 'Start date?',
      answer: null,
    });
    expect(addAnswerInput('app-1', { question: 'Start date?', answer: ' In May.\n' })).toEqual({
      applicationId: 'app-1',
      question: 'Start date?',
      answer: 'In May.',
    });
  });

  it('updates only what changed, and clears an emptied answer', () => {
    expect(
      answerUpdate(ITEM, { question: ` ${ITEM.question}`, answer: `${ITEM.answer ?? ''} ` }),
    ).toBe(null);
    expect(answerUpdate(ITEM, { question: 'Why us?', answer: ITEM.answer ?? '' })).toEqual({
      id: ITEM.id,
      question: 'Why us?',
    });
    expect(answerUpdate(ITEM, { question: ITEM.question, answer: '  ' })).toEqual({
      id: ITEM.id,
      answer: null,
    });
  });

  it('sees a change past spacing only', () => {
    const initial = answerDraft(ITEM);
    expect(isDraftChanged(initial, { ...initial, answer: `${initial.answer}\n` })).toBe(false);
    expect(isDraftChanged(initial, { ...initial, answer: 'Something else.' })).toBe(true);
  });
});

describe('refusals', () => {
  it('puts a refusal about the question or the answer by that field', () => {
    const refusal = (field: unknown) => ({
      code: 'VALIDATION_FAILED',
      message: 'no',
      details: { field },
    });
    expect(refusedAnswerField(refusal('question'))).toBe('question');
    expect(refusedAnswerField(refusal('answer'))).toBe('answer');
    expect(refusedAnswerField(refusal('applicationId'))).toBeUndefined();
    expect(refusedAnswerField({ code: 'NOT_FOUND', message: 'No answer' })).toBeUndefined();
  });

  it('tells a full application from other refusals', () => {
    expect(
      isAnswerLimitRefusal({
        code: 'VALIDATION_FAILED',
        message: 'An application holds at most 50 questions',
        details: { field: 'applicationId' },
      }),
    ).toBe(true);
    expect(
      isAnswerLimitRefusal({
        code: 'VALIDATION_FAILED',
        message: 'no',
        details: { field: 'question' },
      }),
    ).toBe(false);
    expect(isAnswerLimitRefusal({ code: 'NOT_FOUND', message: 'No application' })).toBe(false);
  });
});

describe('suggestionQuery', () => {
  it('waits for three characters, spacing aside', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' Wh ')).toBeNull();
    expect(suggestionQuery('Why')).toBe('Why');
  });

  it('asks with single spaces, so a stray space asks nothing new', () => {
    expect(suggestionQuery('  Salary \n expectations? ')).toBe('Salary expectations?');
  });
});

describe('offeredAnswers', () => {
  it('keeps the server order and names the job, with its company when it has one', () => {
    const offered = offeredAnswers([
      earlier('a', '£70,000'),
      earlier('b', '£65,000 to £75,000', { company: null }),
      earlier('c', '£80,000', { company: '  ' }),
    ]);
    expect(offered.map((answer) => [answer.id, answer.job])).toEqual([
      ['a', 'Platform Engineer · Northwind Traders'],
      ['b', 'Platform Engineer'],
      ['c', 'Platform Engineer'],
    ]);
  });

  it('says how often an answer was given only when more than once', () => {
    const [once, thrice] = offeredAnswers([
      earlier('a', 'One', { timesUsed: 1 }),
      earlier('b', 'Two', { timesUsed: 3 }),
    ]);
    expect(once?.usage).toBeNull();
    expect(thrice?.usage).toBe('used 3 times');
  });

  it('badges the kind only when both questions ask about it', () => {
    const [same, other, none] = offeredAnswers([
      earlier('a', 'One', { sameKind: true, kind: 'work_authorization' }),
      earlier('b', 'Two', { sameKind: false, kind: 'salary' }),
      earlier('c', 'Three', { sameKind: true, kind: null }),
    ]);
    expect(same?.kindLabel).toBe('Right to work');
    expect(other?.kindLabel).toBeNull();
    expect(none?.kindLabel).toBeNull();
  });

  it('leaves out unanswered questions and a text offered already', () => {
    const offered = offeredAnswers([
      earlier('a', 'Yes, I hold\nsettled status.'),
      earlier('b', null),
      earlier('c', '   '),
      earlier('d', ' Yes, I hold settled   status. '),
      earlier('e', 'No.'),
    ]);
    expect(offered.map((answer) => [answer.id, answer.answer])).toEqual([
      ['a', 'Yes, I hold\nsettled status.'],
      ['e', 'No.'],
    ]);
  });

  it('tells when the answer field holds an offered answer already', () => {
    const [offered] = offeredAnswers([earlier('a', 'Yes, I hold\nsettled status.')]);
    if (!offered) throw new Error('nothing offered');
    expect(isInAnswer(offered, ' Yes, I hold settled status.\n')).toBe(true);
    expect(isInAnswer(offered, 'Yes.')).toBe(false);
  });
});

describe('questionName', () => {
  it('keeps a short question whole, on one line', () => {
    expect(questionName(' Why do you want\nto work here? ')).toBe('Why do you want to work here?');
  });

  it('cuts a long one at a word', () => {
    expect(
      questionName(
        'Please describe, in no more than 300 words, a time you disagreed with a colleague and what you did.',
      ),
    ).toBe('Please describe, in no more than 300 words, a time you…');
    expect(questionName('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('labels', () => {
  it('names every kind of question', () => {
    expect(KIND_LABELS.salary).toBe('Salary');
    expect(KIND_LABELS.work_authorization).toBe('Right to work');
    expect(KIND_LABELS.why_company).toBe('Why this company');
    expect(Object.values(KIND_LABELS).every((label) => label.length > 0)).toBe(true);
  });

  it('says how many earlier answers are offered', () => {
    expect(offeredText(0)).toBe('');
    expect(offeredText(1)).toBe('1 earlier answer to a question like this one.');
    expect(offeredText(3)).toBe('3 earlier answers to questions like this one.');
  });
});
