import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractTerms } from './extract.js';
import { createLexicon } from './lexicon.js';
import { skillIdOf } from './skill-id.js';
import type { Skill } from './types.js';

const names = (text: string): string[] => extractTerms(text).map((term) => term.name);

describe('extractTerms', () => {
  it('finds skills by name and alias, reporting the canonical name', () => {
    expect(names('We run k8s on postgres with a JS front end.')).toEqual([
      'Kubernetes',
      'PostgreSQL',
      'JavaScript',
    ]);
  });

  it('prefers the longest phrase', () => {
    expect(names('Google Cloud Platform, Google Cloud and React Native')).toEqual([
      'Google Cloud Platform',
      'React Native',
    ]);
    expect(names('Spring Boot and Apache Spark')).toEqual(['Spring Boot', 'Apache Spark']);
  });

  it('lists each skill once with every mention, in order of first mention', () => {
    const text = 'Kubernetes first, then AWS, then k8s again.';
    const terms = extractTerms(text);
    expect(terms.map((term) => term.skillId)).toEqual(['kubernetes', 'aws']);
    expect(terms[0]?.mentions).toEqual([
      { text: 'Kubernetes', start: 0, end: 10 },
      { text: 'k8s', start: text.indexOf('k8s'), end: text.indexOf('k8s') + 3 },
    ]);
    expect(terms[0]?.category).toBe('devops');
  });

  it('reads names with symbols and compounds', () => {
    expect(
      names('C/C++, C#, .NET Core, ASP.NET, Node.js, Vue.js, CI/CD, TCP/IP, scikit-learn.'),
    ).toEqual([
      'C',
      'C++',
      'C#',
      '.NET',
      'ASP.NET',
      'Node.js',
      'Vue.js',
      'CI/CD',
      'TCP/IP',
      'scikit-learn',
    ]);
    expect(names('Objective-C and Python-based tools on CI / CD')).toEqual([
      'Objective-C',
      'Python',
      'CI/CD',
    ]);
  });

  it('matches regular plurals of lower-case names', () => {
    expect(names('microservices, REST APIs and unit tests')).toEqual([
      'Microservices',
      'RESTful APIs',
      'Unit Testing',
    ]);
  });

  describe('names that are also ordinary words', () => {
    it.each([
      ['We go to market with partners.', []],
      ['Go to market fast and go the extra mile.', []],
      ['Expect a swift response to incidents.', []],
      ['A swift response matters.', []],
      ['Make sure you react quickly to feedback.', []],
      ['React quickly when alerts fire.', []],
      ['Express interest in our mission and express yourself.', []],
      ['Join us this Spring semester.', []],
      ['Less than 3 years is fine.', []],
      ['Our Series C round and our R&D budget.', []],
      ['A Ph. D is not required.', []],
      ['Talk to the C-level and the C-suite.', []],
      ['You will excel at writing. Excel at ownership.', []],
      ['Harness the power of data.', []],
      ['Rust belt manufacturing', []],
      ['We sketch out ideas together.', []],
    ])('%s → nothing', (text, expected) => {
      expect(names(text)).toEqual(expected);
    });

    it.each([
      ['Go, Python or Rust', ['Go', 'Python', 'Rust']],
      ['Services written in Go and TypeScript', ['Go', 'TypeScript']],
      ['Swift and Objective-C', ['Swift', 'Objective-C']],
      ['React, Redux and Express.js', ['React', 'Redux', 'Express']],
      ['Spring Boot or Spring', ['Spring Boot', 'Spring']],
      ['Proficiency in Python or R', ['Python', 'R']],
      ['Code written in C, with C++ a plus', ['C', 'C++']],
      [
        'Build tools: Make, CMake, Maven and Ant',
        ['GNU Make', 'CMake', 'Apache Maven', 'Apache Ant'],
      ],
      ['Styles in Less or Sass', ['Less', 'Sass']],
      ['Advanced Microsoft Excel and Excel macros', ['Microsoft Excel', 'Macros']],
    ])('%s → %j', (text, expected) => {
      expect(names(text)).toEqual(expected);
    });
  });

  it('uses a given lexicon', () => {
    const skills: Skill[] = [
      { id: skillIdOf('Widget'), name: 'Widget', aliases: ['wdgt'], category: 'tool' },
    ];
    expect(extractTerms('wdgt and Widget', createLexicon(skills)).map((term) => term.name)).toEqual(
      ['Widget'],
    );
  });

  it('is fast enough to run in ranking loops', () => {
    const text =
      'Senior engineer with Go, Kubernetes, PostgreSQL, Kafka, AWS, Terraform and React. '.repeat(
        40,
      );
    extractTerms(text);
    const started = performance.now();
    for (let round = 0; round < 100; round += 1) extractTerms(text);
    // About 15 ms on a laptop; the bound only catches an accidental per-call rebuild.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  describe('properties', () => {
    const technical = fc.constantFrom(
      'Go',
      'go',
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'k8s',
      'CI/CD',
      'React',
      'react',
      'R',
      'C',
      'Spring',
      'Make',
      'sure',
      'to',
      'market',
      'Python',
      'Google',
      'Cloud',
      'Platform',
      'Ph.',
      'D',
      'scikit',
      'learn',
      'Excel',
      'at',
      'and',
      'or',
    );
    const separator = fc.constantFrom(' ', ', ', '/', '-', '. ', '\n', ' (', ') ', ' & ', '');
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(fc.tuple(technical, separator), { maxLength: 40 })
        .map((parts) => parts.flat().join('')),
    );

    it('reports every mention at its place in the text', () => {
      fc.assert(
        fc.property(text, (input) => {
          for (const term of extractTerms(input)) {
            for (const mention of term.mentions) {
              expect(input.slice(mention.start, mention.end)).toBe(mention.text);
            }
          }
        }),
        { numRuns: 500 },
      );
    });

    it('returns mentions that do not overlap, in text order', () => {
      fc.assert(
        fc.property(text, (input) => {
          const mentions = extractTerms(input)
            .flatMap((term) => term.mentions)
            .sort((a, b) => a.start - b.start);
          for (let index = 1; index < mentions.length; index += 1) {
            expect(mentions[index]?.start ?? 0).toBeGreaterThanOrEqual(
              mentions[index - 1]?.end ?? 0,
            );
          }
        }),
        { numRuns: 300 },
      );
    });

    it('is deterministic', () => {
      fc.assert(
        fc.property(text, (input) => {
          expect(extractTerms(input)).toEqual(extractTerms(input));
        }),
        { numRuns: 300 },
      );
    });
  });
});
