import type { AgentCase } from '@resume-agent/case-contract';
import { caseSchema } from '@resume-agent/case-contract';
import { describe, expect, it } from 'vitest';
import {
  describeStatus,
  extraFieldEntries,
  matchesStatusFilter,
  mergeCases,
  nextStatuses,
} from './case-view';

const schema = caseSchema();

function aCase(overrides: Partial<AgentCase> = {}): AgentCase {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Engineer',
    subtitle: null,
    status: 'draft',
    summary: null,
    fields: {},
    url: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

describe('nextStatuses', () => {
  it('lists the transitions of the schema with their labels', () => {
    expect(nextStatuses(schema, 'draft').map((status) => status.label)).toEqual([
      'Ready',
      'Applied',
      'Withdrawn',
    ]);
    expect(nextStatuses(schema, 'applied').map((status) => status.key)).toEqual([
      'interviewing',
      'rejected',
      'withdrawn',
    ]);
  });

  it('offers nothing from a terminal status', () => {
    for (const status of schema.statuses.filter((s) => s.terminal))
      expect(nextStatuses(schema, status.key)).toEqual([]);
  });

  it('marks terminal targets so the controls can ask before a final move', () => {
    expect(
      nextStatuses(schema, 'offer')
        .filter((s) => s.terminal)
        .map((s) => s.key),
    ).toEqual(['accepted', 'rejected', 'withdrawn']);
  });
});

describe('describeStatus', () => {
  it('uses the schema label and color, and still names an unknown status', () => {
    expect(describeStatus(schema, 'offer')).toMatchObject({ label: 'Offer', color: '#047857' });
    expect(describeStatus(schema, 'archived')).toMatchObject({
      label: 'archived',
      terminal: false,
    });
  });
});

describe('extraFieldEntries', () => {
  it('shows set extra fields in schema order with readable values', () => {
    const entries = extraFieldEntries(
      schema,
      aCase({ fields: { salary: '€90k', remote: false, priority: 'high', matchScore: 82 } }),
    );
    expect(entries).toEqual([
      { key: 'priority', label: 'Priority', text: 'High' },
      { key: 'remote', label: 'Remote', text: 'No' },
      { key: 'salary', label: 'Salary', text: '€90k' },
      { key: 'matchScore', label: 'Match score', text: '82 / 100' },
    ]);
  });

  it('leaves out fields without a value', () => {
    expect(extraFieldEntries(schema, aCase({ fields: { priority: null, salary: '' } }))).toEqual(
      [],
    );
  });
});

describe('list helpers', () => {
  it('matches a comma-separated status filter', () => {
    expect(matchesStatusFilter(aCase({ status: 'applied' }), '')).toBe(true);
    expect(matchesStatusFilter(aCase({ status: 'applied' }), 'draft,applied')).toBe(true);
    expect(matchesStatusFilter(aCase({ status: 'offer' }), 'draft,applied')).toBe(false);
  });

  it('merges a page: known cases are updated in place, new ones appended, none twice', () => {
    const first = aCase({ id: 'a', version: 1 });
    const second = aCase({ id: 'b' });
    const merged = mergeCases(
      [first, second],
      [aCase({ id: 'a', version: 2 }), aCase({ id: 'c' })],
    );
    expect(merged.map((c) => [c.id, c.version])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1],
    ]);
  });
});
