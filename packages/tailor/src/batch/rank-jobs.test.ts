import { describe, expect, it } from 'vitest';
import { prepareResume } from '../match/prepare-resume.js';
import { indexResume } from '../resume/index.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { rankJobs, skillDemand } from './rank-jobs.js';

const resume = prepareResume(
  indexResume(
    resumeOf([
      {
        company: 'Acme',
        position: 'Engineer',
        start: '2019',
        highlights: ['Built services in Go on PostgreSQL'],
      },
    ]),
  ),
);

describe('rankJobs', () => {
  it('ranks the best match first and keeps the given order on ties', () => {
    const jobs = [
      { id: 'rust', posting: posting({ must: ['Rust'], title: null }) },
      { id: 'go', posting: posting({ must: ['Go', 'PostgreSQL'], title: null }) },
      { id: 'half', posting: posting({ must: ['Go', 'Kafka'], title: null }) },
      { id: 'go-again', posting: posting({ must: ['Go'], title: null }) },
    ];
    const ranked = rankJobs(resume, jobs);
    expect(ranked.map((job) => [job.id, job.rank])).toEqual([
      ['go', 1],
      ['go-again', 2],
      ['half', 3],
      ['rust', 4],
    ]);
    expect(ranked[0]?.band).toBe('strong');
  });
});

describe('skillDemand', () => {
  it('counts how many jobs ask for each skill and whether the resume shows it', () => {
    const demand = skillDemand(
      [
        posting({ must: ['Go', 'Kafka'], nice: ['Go'] }),
        posting({ must: ['Kafka'], nice: ['PostgreSQL'] }),
        posting({ must: ['Rust'] }),
      ],
      resume,
    );
    expect(
      demand.map((skill) => [skill.name, skill.mustHave, skill.niceToHave, skill.inResume]),
    ).toEqual([
      ['Apache Kafka', 2, 0, false],
      ['Go', 1, 0, true],
      ['Rust', 1, 0, false],
      ['PostgreSQL', 0, 1, true],
    ]);
    expect(demand[0]?.share).toBeCloseTo(2 / 3);
  });
});
