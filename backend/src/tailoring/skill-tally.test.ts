import { describe, expect, it } from 'vitest';
import { type SkillReading, tallySkillDemand } from './skill-tally.js';

const term = (name: string) => ({ skillId: name.toLowerCase(), name, category: 'tool' });

function reading(job: string, mustHave: string[], niceToHave: string[] = []): SkillReading<string> {
  return { job, mustHave: mustHave.map(term), niceToHave: niceToHave.map(term) };
}

const LIMITS = { maxSkills: 100, maxAskers: 5 };

describe('tallySkillDemand', () => {
  it('counts the jobs that must have and would like each skill, and whether it is shown', () => {
    const skills = tallySkillDemand(
      [reading('a', ['Rust', 'Go'], ['Kafka']), reading('b', ['Rust'], ['Go'])],
      new Set(['go']),
      LIMITS,
    );
    expect(skills).toEqual([
      {
        skillId: 'rust',
        name: 'Rust',
        category: 'tool',
        mustHave: 2,
        niceToHave: 0,
        onResume: false,
        askedBy: [
          { requirement: 'must', job: 'a' },
          { requirement: 'must', job: 'b' },
        ],
      },
      {
        skillId: 'go',
        name: 'Go',
        category: 'tool',
        mustHave: 1,
        niceToHave: 1,
        onResume: true,
        askedBy: [
          { requirement: 'must', job: 'a' },
          { requirement: 'nice', job: 'b' },
        ],
      },
      {
        skillId: 'kafka',
        name: 'Kafka',
        category: 'tool',
        mustHave: 0,
        niceToHave: 1,
        onResume: false,
        askedBy: [{ requirement: 'nice', job: 'a' }],
      },
    ]);
  });

  it('orders by must-haves, then by all asks, then by name', () => {
    const skills = tallySkillDemand(
      [
        reading('a', ['Zig'], ['Elm', 'Ada']),
        reading('b', ['Zig'], ['Elm', 'Ada', 'Lua']),
        reading('c', ['Lua', 'Ada']),
      ],
      new Set(),
      LIMITS,
    );
    // Zig: 2 must; Ada: 1 must + 2 nice; Lua: 1 must + 1 nice; Elm: 2 nice.
    expect(skills.map(({ name }) => name)).toEqual(['Zig', 'Ada', 'Lua', 'Elm']);
  });

  it('names must-have askers first, each group in the readings’ order, up to the limit', () => {
    const readings = ['j1', 'j2', 'j3', 'j4'].map((job, index) =>
      index % 2 === 0 ? reading(job, [], ['Rust']) : reading(job, ['Rust']),
    );
    const [rust] = tallySkillDemand(readings, new Set(), { maxSkills: 100, maxAskers: 3 });
    expect(rust?.askedBy).toEqual([
      { requirement: 'must', job: 'j2' },
      { requirement: 'must', job: 'j4' },
      { requirement: 'nice', job: 'j1' },
    ]);
    expect(rust?.mustHave).toBe(2);
    expect(rust?.niceToHave).toBe(2);
  });

  it('counts a job once per skill, as must-have when a posting lists it twice', () => {
    const [rust, ...others] = tallySkillDemand(
      [reading('a', ['Rust', 'Rust'], ['Rust'])],
      new Set(),
      LIMITS,
    );
    expect(others).toEqual([]);
    expect(rust).toMatchObject({ mustHave: 1, niceToHave: 0 });
    expect(rust?.askedBy).toHaveLength(1);
  });

  it('keeps the most asked for skills only', () => {
    const skills = tallySkillDemand(
      [reading('a', ['Go', 'Rust']), reading('b', ['Rust'], ['Elm'])],
      new Set(),
      { maxSkills: 2, maxAskers: 5 },
    );
    expect(skills.map(({ name }) => name)).toEqual(['Rust', 'Go']);
  });

  it('answers nothing for no readings', () => {
    expect(tallySkillDemand([], new Set(['go']), LIMITS)).toEqual([]);
  });
});
