import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../applications/applications-repository.js';
import {
  changesOfUpdate,
  jobOfCreate,
  subtitleOf,
  summaryOf,
  toAgentCase,
} from './agent-case-adapter.js';

const record: ApplicationRecord = {
  id: '0b6f3f7e-8a53-4d49-9a43-a3a2a1c4f0d2',
  userId: 'u',
  jobId: 'j',
  title: 'Engineer',
  company: 'Acme',
  location: null,
  jobUrl: null,
  description: null,
  status: 'ready',
  notes: null,
  fields: { priority: 'high', remote: false, stray: { nested: true } },
  matchScore: 82,
  version: 3,
  createdAt: '2026-11-23T10:00:00.000Z',
  createdAtExact: '2026-11-23 10:00:00+00',
  updatedAt: '2026-11-23T11:00:00.000Z',
};

describe('the AgentCase adapter', () => {
  it('maps an application and its job to an AgentCase', () => {
    expect(toAgentCase(record, 'https://app.example')).toEqual({
      id: record.id,
      title: 'Engineer',
      subtitle: 'Acme',
      status: 'ready',
      summary: 'Match 82% · Next: send the application',
      fields: { priority: 'high', remote: false, salary: null, matchScore: 82 },
      url: `https://app.example/applications/${record.id}`,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      version: 3,
    });
  });

  it('summarises what is known, and nothing for a closed case without a score', () => {
    expect(summaryOf({ ...record, matchScore: null })).toBe('Next: send the application');
    expect(summaryOf({ ...record, matchScore: null, status: 'rejected' })).toBeNull();
  });

  it('joins company and location into the subtitle, leaving out blank or unknown halves', () => {
    expect(subtitleOf({ ...record, company: 'Acme', location: 'Berlin' })).toBe('Acme · Berlin');
    expect(subtitleOf({ ...record, company: '', location: 'Berlin' })).toBe('Berlin');
    expect(subtitleOf({ ...record, company: null, location: null })).toBeNull();
  });

  it('refuses a record with a status outside the contract', () => {
    expect(() => toAgentCase({ ...record, status: 'archived' }, '')).toThrow(/unknown status/);
  });

  it('turns bodies into trimmed record changes, blank text into null', () => {
    expect(
      jobOfCreate({ title: ' Engineer ', company: '  ', jobUrl: 'https://x.example' }),
    ).toEqual({
      title: 'Engineer',
      company: null,
      location: null,
      jobUrl: 'https://x.example',
      description: null,
    });
    expect(
      changesOfUpdate({ company: null, notes: ' hi ', fields: { salary: ' 1k ', remote: null } }),
    ).toEqual({
      job: { company: null },
      application: { notes: 'hi', fields: { salary: '1k', remote: null } },
    });
  });
});
