import { describe, expect, it } from 'vitest';
import { indexResume } from '../resume/index-resume.js';
import { resumeOf } from '../test-support/builders.js';
import { closestDutyMatches } from './duty-matches.js';

const bullets = indexResume(
  resumeOf([
    {
      company: 'Acme',
      position: 'Platform Engineer',
      start: '2019-01',
      highlights: [
        'Led the migration of shipment events from a self-managed Kafka cluster to Amazon MSK.',
        'Ran the on-call rotation for the payments domain and wrote the incident template.',
        'Mentored six engineers.',
      ],
    },
  ]),
).items;

function pairs(duties: string[], options: Parameters<typeof closestDutyMatches>[2]) {
  return closestDutyMatches(duties, bullets, options).map(({ duty, bullet }) => [
    duty,
    bullet.text,
  ]);
}

describe('closestDutyMatches', () => {
  it('pairs each duty with the bullet that shares its skills and words', () => {
    expect(
      pairs(
        [
          'Take part in our on-call rotation (one week in eight)',
          'Improve the reliability of our event pipeline on Apache Kafka',
        ],
        { max: 2 },
      ),
    ).toEqual([
      [
        'Take part in our on-call rotation (one week in eight)',
        'Ran the on-call rotation for the payments domain and wrote the incident template.',
      ],
      [
        'Improve the reliability of our event pipeline on Apache Kafka',
        'Led the migration of shipment events from a self-managed Kafka cluster to Amazon MSK.',
      ],
    ]);
  });

  it('matches nothing on a word or two in common', () => {
    // "engineers" and "mentor" are shared, but no skill: too little to call the work close.
    expect(pairs(['Mentor engineers on the platform teams'], { max: 2 })).toEqual([]);
    expect(pairs(['Write clear documentation'], { max: 2 })).toEqual([]);
  });

  it('uses each bullet once, leaves out excluded ones, and stops at max', () => {
    const kafka = [
      'Publish and consume events on Apache Kafka',
      'Improve the reliability of our event pipeline on Apache Kafka',
    ];
    expect(pairs(kafka, { max: 2 })).toHaveLength(1);
    const kafkaBullet = bullets.find((bullet) => bullet.text.includes('Kafka'));
    expect(pairs(kafka, { max: 2, excluded: new Set([kafkaBullet?.id ?? '']) })).toEqual([]);
    expect(
      pairs(['Take part in our on-call rotation', 'Publish and consume events on Apache Kafka'], {
        max: 1,
      }),
    ).toHaveLength(1);
  });

  it('skips duties too long to quote, blank ones and non-highlight items', () => {
    const long = `Run our on-call rotation for Kafka ${'and more '.repeat(20)}`;
    expect(pairs([long, '   '], { max: 2 })).toEqual([]);
    const skillsOnly = indexResume(resumeOf([], { Tools: ['Kafka'] })).items;
    expect(closestDutyMatches(['Operate Apache Kafka clusters'], skillsOnly, { max: 2 })).toEqual(
      [],
    );
  });
});
