import { describe, expect, it } from 'vitest';
import { interviewPrepOf, MAX_STORIES } from './interview-prep-rules';

const line = (itemId: string, text: string, section = 'work') => ({
  itemId,
  section,
  entry: section === 'work' ? 'Senior Engineer, Acme' : null,
  text,
});

describe('interviewPrepOf', () => {
  it('tells one story per resume line, naming every must-have it proves', () => {
    const prep = interviewPrepOf({
      matched: [
        { name: 'Go', requirement: 'must', evidence: [line('w1', 'Built a payments API in Go')] },
        {
          name: 'PostgreSQL',
          requirement: 'must',
          evidence: [line('s1', 'PostgreSQL', 'skills'), line('w1', 'Built a payments API in Go')],
        },
        { name: 'Redis', requirement: 'nice', evidence: [line('w2', 'Cached with Redis')] },
      ],
      missing: [
        { name: 'Rust', requirement: 'must' },
        { name: 'Terraform', requirement: 'nice' },
      ],
    });
    expect(prep).toEqual({
      stories: [
        {
          skills: ['Go', 'PostgreSQL'],
          line: 'Built a payments API in Go',
          where: 'Senior Engineer, Acme',
        },
      ],
      gaps: ['Rust'],
      extras: ['Redis'],
    });
  });

  it('puts a skill only listed after the stories, without a line', () => {
    const prep = interviewPrepOf({
      matched: [
        { name: 'Docker', requirement: 'must', evidence: [line('s1', 'Docker', 'skills')] },
        { name: 'Go', requirement: 'must', evidence: [line('w1', 'Wrote Go services')] },
      ],
      missing: [],
    });
    expect(prep.stories).toEqual([
      { skills: ['Go'], line: 'Wrote Go services', where: 'Senior Engineer, Acme' },
      { skills: ['Docker'], line: null, where: null },
    ]);
  });

  it('keeps to a few stories, however many must-haves match', () => {
    const matched = Array.from({ length: 9 }, (_, index) => ({
      name: `Skill ${index}`,
      requirement: 'must',
      evidence: [line(`w${index}`, `Line ${index}`)],
    }));
    expect(interviewPrepOf({ matched, missing: [] }).stories).toHaveLength(MAX_STORIES);
  });
});
