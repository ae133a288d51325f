import { describe, expect, it } from 'vitest';
import {
  askedCounts,
  capList,
  coverageNotes,
  DEFAULT_DEMAND_PREFS,
  demandState,
  demandSummary,
  moreAskers,
  parseDemandPrefs,
  splitSkills,
  type DemandedSkill,
  type SkillDemand,
} from './skill-demand';

function skill(
  name: string,
  { mustHave = 0, niceToHave = 0, onResume = false, askedBy = 0 } = {},
): DemandedSkill {
  return {
    skillId: name.toLowerCase(),
    name,
    category: 'language',
    mustHave,
    niceToHave,
    onResume,
    askedBy: Array.from({ length: askedBy }, (_, index) => ({
      requirement: index < mustHave ? 'must' : 'nice',
      job: { id: `job-${String(index)}`, title: `Job ${String(index)}`, company: null },
    })),
  };
}

function demand(fields: Partial<SkillDemand> = {}): SkillDemand {
  return {
    resumeId: 'resume-1',
    resumeReadable: true,
    jobCount: 12,
    jobsRead: 12,
    jobsWithoutPosting: 0,
    unpostedJobs: [],
    skills: [],
    ...fields,
  };
}

const rust = skill('Rust', { mustHave: 4, niceToHave: 1, askedBy: 5 });
const kafka = skill('Kafka', { niceToHave: 2, askedBy: 2 });
const go = skill('Go', { mustHave: 3, onResume: true, askedBy: 3 });

describe('parseDemandPrefs', () => {
  it('reads what the panel stored', () => {
    expect(parseDemandPrefs('{"isOpen":true,"stage":"all"}')).toEqual({
      isOpen: true,
      stage: 'all',
    });
    expect(parseDemandPrefs('{"isOpen":false,"stage":"in_progress"}')).toEqual({
      isOpen: false,
      stage: 'in_progress',
    });
  });

  it('starts closed on the jobs to apply to when nothing usable is stored', () => {
    expect(DEFAULT_DEMAND_PREFS).toEqual({ isOpen: false, stage: 'to_apply' });
    for (const stored of [null, '', 'not json', '42', 'null', '[]', '{"stage":"closed"}'])
      expect(parseDemandPrefs(stored)).toEqual(DEFAULT_DEMAND_PREFS);
    expect(parseDemandPrefs('{"isOpen":"yes","stage":"all"}')).toEqual({
      isOpen: false,
      stage: 'all',
    });
  });
});

describe('splitSkills', () => {
  it('keeps the server’s order within each group', () => {
    const { missing, shown } = splitSkills([rust, go, kafka]);
    expect(missing.map((item) => item.name)).toEqual(['Rust', 'Kafka']);
    expect(shown.map((item) => item.name)).toEqual(['Go']);
  });
});

describe('demandState', () => {
  it('tells no jobs at all from none of the stage', () => {
    expect(demandState(demand({ jobCount: 0, jobsRead: 0 }), 0)).toEqual({ kind: 'no-jobs' });
    expect(demandState(demand({ jobCount: 0, jobsRead: 0 }), 5)).toEqual({
      kind: 'no-jobs-of-stage',
      allJobs: 5,
    });
  });

  it('says when no posting could be read, or none named a skill', () => {
    expect(demandState(demand({ jobsRead: 0, jobsWithoutPosting: 12 }), 12).kind).toBe(
      'no-postings',
    );
    expect(demandState(demand(), 12).kind).toBe('no-skills');
  });

  it('does not call skills missing from a resume it could not read', () => {
    const state = demandState(demand({ resumeReadable: false, skills: [rust, kafka] }), 12);
    expect(state).toEqual({ kind: 'unreadable', missing: [rust, kafka] });
  });

  it('splits the skills into missing and shown', () => {
    expect(demandState(demand({ skills: [go] }), 12)).toEqual({ kind: 'all-shown', shown: [go] });
    expect(demandState(demand({ skills: [rust, go, kafka] }), 12)).toEqual({
      kind: 'missing',
      missing: [rust, kafka],
      shown: [go],
    });
  });
});

describe('demandSummary', () => {
  function summary(fields: Partial<SkillDemand>, allJobs = 12, stage = 'to_apply' as const) {
    const answer = demand(fields);
    return demandSummary(demandState(answer, allJobs), answer, stage);
  }

  it('counts the missing skills and the jobs read', () => {
    expect(summary({ skills: [rust, go, kafka] })).toBe(
      '2 skills that your 12 jobs to apply to ask for are not on this resume.',
    );
    expect(summary({ skills: [rust, go], jobCount: 1, jobsRead: 1 })).toBe(
      '1 skill that your one job to apply to asks for is not on this resume.',
    );
    const answer = demand({ skills: [rust], jobsRead: 3 });
    expect(demandSummary(demandState(answer, 3), answer, 'all')).toBe(
      '1 skill that your 3 jobs ask for is not on this resume.',
    );
    expect(demandSummary(demandState(answer, 3), answer, 'in_progress')).toBe(
      '1 skill that your 3 jobs in progress ask for is not on this resume.',
    );
  });

  it('says so when the resume shows everything', () => {
    expect(summary({ skills: [go] })).toBe(
      'This resume shows every skill that your 12 jobs to apply to ask for.',
    );
  });

  it('words every empty state', () => {
    expect(summary({ jobCount: 0, jobsRead: 0 }, 0)).toBe(
      'No saved jobs yet: add the jobs you want to see which skills they ask for.',
    );
    expect(summary({ jobCount: 0, jobsRead: 0 }, 5)).toBe(
      'No jobs left to apply to. You have 5 jobs in all.',
    );
    expect(summary({ jobCount: 0, jobsRead: 0 }, 1)).toBe(
      'No jobs left to apply to. You have one job in all.',
    );
    expect(summary({ jobCount: 3, jobsRead: 0, jobsWithoutPosting: 3 })).toBe(
      'None of your 3 jobs to apply to has a posting to read yet.',
    );
    expect(summary({ jobCount: 1, jobsRead: 0, jobsWithoutPosting: 1 })).toBe(
      'Your one job to apply to has no posting to read yet.',
    );
    expect(summary({ jobCount: 230, jobsRead: 0, jobsWithoutPosting: 100 })).toBe(
      'None of the newest 100 of your 230 jobs to apply to has a posting to read yet.',
    );
    expect(summary({ jobsRead: 2, jobCount: 2 })).toBe(
      'No skills found in the postings of your 2 jobs to apply to.',
    );
    expect(summary({ resumeReadable: false, skills: [rust] })).toBe(
      'This resume needs content before it can be compared with what your 12 jobs to apply to ask for.',
    );
  });
});

describe('coverageNotes', () => {
  it('says how many postings were read', () => {
    expect(coverageNotes(demand(), 'to_apply')).toEqual({
      read: 'Read the postings of your 12 jobs to apply to.',
    });
    expect(coverageNotes(demand({ jobCount: 1, jobsRead: 1 }), 'all')).toEqual({
      read: 'Read the posting of your one job.',
    });
    expect(coverageNotes(demand({ jobsRead: 1, jobsWithoutPosting: 11 }), 'all').read).toBe(
      'Read the posting of 1 of your 12 jobs.',
    );
  });

  it('names the jobs without a posting', () => {
    expect(coverageNotes(demand({ jobsRead: 10, jobsWithoutPosting: 2 }), 'to_apply')).toEqual({
      read: 'Read the postings of 10 of your 12 jobs to apply to.',
      withoutPosting: '2 were saved without a posting; add it on each job’s page to count them:',
    });
    expect(
      coverageNotes(demand({ jobsRead: 11, jobsWithoutPosting: 1 }), 'in_progress').withoutPosting,
    ).toBe('One was saved without a posting; add it on the job’s page to count it:');
  });

  it('says when only the newest jobs were read', () => {
    expect(
      coverageNotes(demand({ jobCount: 230, jobsRead: 97, jobsWithoutPosting: 3 }), 'all'),
    ).toEqual({
      read: 'Read the postings of 97 of your 230 jobs.',
      newestOnly: 'Only the newest 100 were read.',
      withoutPosting: '3 were saved without a posting; add it on each job’s page to count them:',
    });
    expect(coverageNotes(demand({ jobCount: 230, jobsRead: 100 }), 'all').newestOnly).toBe(
      'Only the newest 100 were read.',
    );
  });
});

describe('askedCounts', () => {
  it('puts must-haves first and leaves out a zero', () => {
    expect(askedCounts(rust)).toBe('Must-have in 4 jobs · nice to have in 1');
    expect(askedCounts(skill('Go', { mustHave: 1 }))).toBe('Must-have in 1 job');
    expect(askedCounts(kafka)).toBe('Nice to have in 2 jobs');
    expect(askedCounts(skill('Go', { niceToHave: 1 }))).toBe('Nice to have in 1 job');
  });
});

describe('moreAskers', () => {
  it('counts the jobs the answer does not list', () => {
    expect(moreAskers(rust)).toBeUndefined();
    expect(moreAskers(skill('Go', { mustHave: 9, niceToHave: 3, askedBy: 5 }))).toBe(
      'And 7 more jobs.',
    );
    expect(moreAskers(skill('Go', { mustHave: 6, askedBy: 5 }))).toBe('And 1 more job.');
  });
});

describe('capList', () => {
  const items = Array.from({ length: 12 }, (_, index) => index);

  it('cuts a long list until all are asked for', () => {
    expect(capList(items, 8, false)).toEqual({
      visible: [0, 1, 2, 3, 4, 5, 6, 7],
      hidden: 4,
      isLong: true,
    });
    expect(capList(items, 8, true)).toEqual({ visible: items, hidden: 0, isLong: true });
  });

  it('shows one or two more at once rather than a button for them', () => {
    expect(capList(items.slice(0, 10), 8, false)).toEqual({
      visible: items.slice(0, 10),
      hidden: 0,
      isLong: false,
    });
    expect(capList(items.slice(0, 11), 8, false).hidden).toBe(3);
  });
});
