import { describe, expect, it } from 'vitest';
import {
  clicheOf,
  firstPersonOf,
  hasNumber,
  normalizedBullet,
  openingWordOf,
  weakOpeningOf,
  withoutCliche,
  wordCount,
} from './bullet-checks.js';

describe('weakOpeningOf', () => {
  it.each([
    ['Responsible for the billing service', 'Responsible for'],
    ['was responsible for   hiring', 'was responsible for'],
    ['- Worked on the checkout', 'Worked on'],
    ['• Helped with onboarding', 'Helped with'],
    ['Helped 30 teams move to Kubernetes', 'Helped'],
    ['Duties included reporting', 'Duties included'],
    ['Participated in code reviews', 'Participated in'],
  ])('finds the phrase %j opens with', (text, phrase) => {
    expect(weakOpeningOf(text)).toBe(phrase);
  });

  it.each([
    'Led the migration of 40 services',
    'Built a helper library',
    'Cut build times by half; responsible for nothing else',
    'Helpdesk tooling rewritten in Go',
  ])('leaves %j alone', (text) => {
    expect(weakOpeningOf(text)).toBeNull();
  });
});

describe('firstPersonOf', () => {
  it.each([
    ['I led the team', 'I'],
    ['Shipped what I’m proudest of', 'I’m'],
    ['My team grew to 12', 'My'],
    ['Taught myself Rust', 'myself'],
    ['Gave me the on-call rota', 'me'],
  ])('finds the first person in %j', (text, word) => {
    expect(firstPersonOf(text)).toBe(word);
  });

  it.each([
    'Cut I/O waits by 30%',
    'Ran CI/CD for 12 teams',
    'Moved ME and NH offices',
    'Phase-I trial',
  ])('does not mistake %j for the first person', (text) => {
    expect(firstPersonOf(text)).toBeNull();
  });
});

describe('clicheOf', () => {
  it.each([
    ['A results-driven engineer', 'results-driven'],
    ['Team player who ships', 'Team player'],
    ['Hard working and detail oriented', 'Hard working'],
    ['Known to think  outside the box', 'think  outside the box'],
  ])('finds the cliché in %j', (text, cliche) => {
    expect(clicheOf(text)).toBe(cliche);
  });

  it('leaves plain statements alone', () => {
    expect(clicheOf('Led a team of five players in a game studio')).toBeNull();
  });
});

describe('withoutCliche', () => {
  it.each([
    [
      'Results-driven software engineer with 8 years in payments',
      'Software engineer with 8 years in payments',
    ],
    ['A detail-oriented, calm lead for 6 engineers', 'A calm lead for 6 engineers'],
    ['I am a hard-working engineer who ships', 'I am an engineer who ships'],
    ['An highly   motivated team lead', 'A team lead'],
    ['Self-motivated and curious engineer', 'Curious engineer'],
    ['Known as a results oriented Engineer', 'Known as an Engineer'],
  ])('takes the adjective out of "%s"', (text, taken) => {
    expect(withoutCliche(text)?.text).toBe(taken);
  });

  it('leaves a cliché that ends its phrase, or is no adjective', () => {
    expect(withoutCliche('I am detail-oriented.')).toBeNull();
    expect(withoutCliche('Results-driven')).toBeNull();
    expect(withoutCliche('A team player who ships')).toBeNull();
    expect(withoutCliche('A proven track record of 12 launches')).toBeNull();
    expect(withoutCliche('Ran 40 services')).toBeNull();
  });
});

describe('hasNumber', () => {
  it.each([
    ['Cut costs by 30%', true],
    ['Grew revenue threefold', false],
    ['Doubled sign-ups', true],
    ['Served thousands of users', true],
    ['Ran the weekly demo', false],
  ])('%j states a quantity: %s', (text, expected) => {
    expect(hasNumber(text)).toBe(expected);
  });
});

describe('openingWordOf and normalizedBullet', () => {
  it('reads the opening word lower-cased, past a bullet sign', () => {
    expect(openingWordOf('• Developed the API')).toBe('developed');
    expect(openingWordOf('3 services moved')).toBeNull();
  });

  it('ignores case, spaces and an end dot', () => {
    expect(normalizedBullet('- Built  the API.')).toBe(normalizedBullet('built the api'));
    expect(normalizedBullet('Built the API')).not.toBe(normalizedBullet('Built the APIs'));
  });

  it('counts words as a reader does', () => {
    expect(wordCount('Cut p99 latency by 30% across 12 services (Node.js, C++)')).toBe(10);
    expect(wordCount('  ')).toBe(0);
  });
});
