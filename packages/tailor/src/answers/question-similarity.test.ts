import { describe, expect, it } from 'vitest';
import { type AnsweredQuestion, questionWords, rankEarlierAnswers } from './question-similarity.js';

let clock = 0;
function answered(id: string, question: string, answerKey = id): AnsweredQuestion {
  clock += 1;
  return {
    id,
    question,
    answerKey,
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, clock)).toISOString(),
  };
}

describe('questionWords', () => {
  it('keeps the words that say what a question asks, stemmed, without the common ones', () => {
    expect([...questionWords('What are your salary expectations?')]).toEqual(['salary', 'expect']);
    expect([...questionWords("What's your team's biggest challenge?")]).toEqual([
      'team',
      'biggest',
      'challenge',
    ]);
  });
});

describe('rankEarlierAnswers', () => {
  const pool = [
    answered('salary', 'Desired compensation'),
    answered('python', 'How many years of experience do you have with Python?'),
    answered('go', 'How many years of experience do you have with Go?'),
    answered('why-acme', 'Why do you want to work at Acme?'),
    answered('hobby', 'What do you do in your free time?'),
  ];

  it('finds an answer to the same kind of question worded with no word in common', () => {
    const [first] = rankEarlierAnswers('What are your salary expectations?', pool, 5);
    expect(first).toMatchObject({ id: 'salary', sameKind: true, timesUsed: 1 });
    expect(first?.similarity).toBe(0);
  });

  it('puts the experience of the same skill first and leaves out unrelated questions', () => {
    const ranked = rankEarlierAnswers(
      'How many years have you worked with Python professionally?',
      pool,
      5,
    );
    expect(ranked[0]?.id).toBe('python');
    expect(ranked.map((rank) => rank.id)).not.toContain('hobby');
    expect(ranked.map((rank) => rank.id)).not.toContain('salary');
  });

  it('does not suggest another skill on the kind alone', () => {
    const ranked = rankEarlierAnswers('Describe your experience with Rust', pool, 5);
    expect(ranked.map((rank) => rank.id)).toEqual([]);
  });

  it('suggests an answer given to several questions once, with its nearest question, counting its uses', () => {
    const reused = [
      answered('first', 'Why do you want to join us?', 'same answer'),
      answered('other', 'Why do you want to work for Northwind?', 'another answer'),
      answered('latest', 'Why do you want to work here?', 'same answer'),
    ];
    const ranked = rankEarlierAnswers('Why do you want to work here?', reused, 5);
    expect(ranked).toHaveLength(2);
    expect(ranked[0]).toMatchObject({ id: 'latest', timesUsed: 2, sameKind: true });
    expect(ranked[1]).toMatchObject({ id: 'other', timesUsed: 1 });
  });

  it('suggests on wording alone when neither question is a common kind', () => {
    const ranked = rankEarlierAnswers(
      'Which open source projects have you contributed to?',
      [
        answered('oss', 'List open source projects you contributed to'),
        answered('books', 'Which books changed how you work?'),
      ],
      5,
    );
    expect(ranked.map((rank) => rank.id)).toEqual(['oss']);
    expect(ranked[0]?.sameKind).toBe(false);
    expect(ranked[0]?.similarity).toBeGreaterThan(0.5);
  });

  it('returns at most `limit`, and nothing from nothing', () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      answered(`s${index}`, `Salary expectations ${index}`),
    );
    expect(rankEarlierAnswers('Expected salary?', many, 3)).toHaveLength(3);
    expect(rankEarlierAnswers('Expected salary?', [], 3)).toEqual([]);
    expect(rankEarlierAnswers('', many, 3)).toEqual([]);
  });
});
