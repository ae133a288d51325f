import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../resume/types.js';
import {
  experienceSpanText,
  latestRoleOf,
  monthIndex,
  monthsOfWork,
  roleText,
  workEntries,
  yearsOfExperience,
} from './experience.js';

describe('latestRoleOf', () => {
  it('reads the first work entry: its position, employer and whether it is held still', () => {
    const role = latestRoleOf({
      work: [
        { name: ' Acme ', position: ' Senior Engineer ', startDate: '2021-03' },
        { name: 'Globex', position: 'Engineer', startDate: '2018', endDate: '2021' },
      ],
    });
    expect(role).toEqual({ position: 'Senior Engineer', employer: 'Acme', current: true });
    expect(role && roleText(role)).toBe('Senior Engineer at Acme');
  });

  it('names the employer from organization when the entry has no name, and none without', () => {
    const ended = { position: 'Volunteer Lead', startDate: '2019', endDate: '2020' };
    expect(latestRoleOf({ work: [{ ...ended, organization: 'Code Club' }] })).toEqual({
      position: 'Volunteer Lead',
      employer: 'Code Club',
      current: false,
    });
    const alone = latestRoleOf({ work: [ended] });
    expect(alone?.employer).toBeNull();
    expect(alone && roleText(alone)).toBe('Volunteer Lead');
  });

  it('is null without work, or when the latest entry names no position', () => {
    expect(latestRoleOf({})).toBeNull();
    expect(latestRoleOf({ work: 'Acme' } as unknown as JsonResume)).toBeNull();
    expect(latestRoleOf({ work: [{ name: 'Acme', position: '  ' }] })).toBeNull();
  });
});

describe('monthsOfWork', () => {
  const now = monthIndex('2024-06');

  it('counts overlapping jobs once and an open job up to now', () => {
    const entries = [
      { startDate: '2020-01', endDate: '2021-12' },
      { startDate: '2021-06', endDate: '2022-05' },
      { startDate: '2024-01' },
    ];
    // Jan 2020 – May 2022 is 29 months; Jan – Jun 2024 is 6 more.
    expect(monthsOfWork(entries, now)).toBe(35);
  });

  it('leaves out an open job when there is no now, and entries without a usable start', () => {
    expect(monthsOfWork([{ startDate: '2024-01' }], null)).toBe(0);
    expect(
      monthsOfWork(
        [{ endDate: '2022' }, { startDate: 'soon' }, { startDate: '2023', endDate: '2022' }],
        now,
      ),
    ).toBe(0);
  });

  it('agrees with yearsOfExperience, which floors it to whole years', () => {
    const resume: JsonResume = {
      work: [
        { startDate: '2016-02', endDate: '2019-01' },
        { startDate: '2018-07', endDate: '2024-06' },
      ],
    };
    expect(monthsOfWork(workEntries(resume), now)).toBe(101);
    expect(yearsOfExperience(resume, '2024-06')).toBe(8);
    expect(experienceSpanText(101)).toBe('about 8 years');
  });
});
