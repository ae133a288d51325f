import { describe, expect, it } from 'vitest';
import { term } from '../test-support/builders.js';
import { skillIdsNamedIn, unshownSkills } from './unshown-skills.js';

const shown = new Set(['Go', 'PostgreSQL'].map((name) => term(name).skillId));

function names(text: string, ignored: { start: number; end: number }[] = [], max = 10) {
  return unshownSkills(text, shown, { ignored, max }).map((skill) => skill.name);
}

describe('unshownSkills', () => {
  it('names each technical skill the resume does not show, once, where first written', () => {
    const text = 'I built services in Go and Rust on PostgreSQL and AWS, then more Rust.';
    const found = unshownSkills(text, shown, { ignored: [], max: 10 });
    expect(found.map(({ name, excerpt }) => [name, excerpt])).toEqual([
      ['Rust', 'Rust'],
      ['AWS', 'AWS'],
    ]);
    for (const skill of found) expect(text.slice(skill.start, skill.end)).toBe(skill.excerpt);
  });

  it('leaves out soft skills and technical words in lower-case prose', () => {
    expect(
      names(
        'I bring communication, leadership and teamwork, and I have done machine learning and encryption.',
      ),
    ).toEqual([]);
    // Written as a name, a technical skill counts, at the start of a sentence only with a capital
    // past its first letter.
    expect(names('I know Machine Learning. Rust is next. AWS too.')).toEqual([
      'Machine Learning',
      'AWS',
    ]);
  });

  it('reads quoted words and ignored spans as no claim', () => {
    expect(names('The role includes “Operate our Kafka cluster” and "Terraform modules".')).toEqual(
      [],
    );
    const text = 'I want to join Snowflake as a Rust Engineer.';
    const company = { start: text.indexOf('Snowflake'), end: text.indexOf('Snowflake') + 9 };
    const title = { start: text.indexOf('Rust'), end: text.indexOf('Rust') + 4 };
    expect(names(text)).toEqual(['Snowflake', 'Rust']);
    expect(names(text, [company, title])).toEqual([]);
  });

  it('finds a mention between, inside and beside spans left out, however they overlap', () => {
    const text = 'I know Rust and "AWS" with Kafka, then Redis, Terraform.';
    const at = (word: string) => ({
      start: text.indexOf(word),
      end: text.indexOf(word) + word.length,
    });
    // Overlapping and nested spans, given out of order, merge; a span ending where a mention
    // starts does not hide it.
    const ignored = [at('Kafka'), { start: at('with').start, end: at('Kafka').end }, at('Rust')];
    expect(names(text)).toEqual(['Rust', 'Apache Kafka', 'Redis', 'Terraform']);
    expect(names(text, ignored)).toEqual(['Redis', 'Terraform']);
    expect(names(text, [{ start: 0, end: at('Redis').start }])).toEqual(['Redis', 'Terraform']);
    expect(names(text, [{ start: 0, end: text.length }])).toEqual([]);
  });

  it('counts offsets in UTF-16 code units past an emoji, and stops at max', () => {
    const text = '🚀 I used Rust, AWS, Kubernetes, Terraform and Redis.';
    const [first] = unshownSkills(text, shown, { ignored: [], max: 10 });
    expect(first && text.slice(first.start, first.end)).toBe('Rust');
    expect(names(text, [], 2)).toEqual(['Rust', 'AWS']);
  });
});

describe('skillIdsNamedIn', () => {
  it('reads every string of the resume: bullets, skills, titles, employers', () => {
    const ids = skillIdsNamedIn({
      basics: { label: 'Go developer' },
      work: [{ name: 'Office for Transport Statistics', highlights: ['Built APIs on AWS.'] }],
      skills: [{ name: 'Databases', keywords: ['PostgreSQL'] }],
    });
    for (const name of ['Go', 'Statistics', 'AWS', 'PostgreSQL'])
      expect(ids).toContain(term(name).skillId);
    expect(ids).not.toContain(term('Rust').skillId);
  });

  it('reads anything without throwing, and not a skill across two values', () => {
    expect(skillIdsNamedIn(null)).toEqual([]);
    expect(skillIdsNamedIn(42)).toEqual([]);
    let deep: unknown = 'Rust';
    for (let level = 0; level < 1000; level++) deep = [deep];
    expect(skillIdsNamedIn(deep)).toEqual([]);
    expect(skillIdsNamedIn(['Machine', 'Learning'])).not.toContain(
      term('Machine Learning').skillId,
    );
    expect(skillIdsNamedIn(['Machine Learning'])).toContain(term('Machine Learning').skillId);
  });
});
