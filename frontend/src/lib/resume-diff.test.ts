import { describe, expect, it } from 'vitest';
import {
  buildResumeDiff,
  findMoves,
  formatDate,
  formatDateRange,
  longestIncreasingRun,
  parsePointer,
  type DiffItemInput,
  type ResumeDiffInput,
} from './resume-diff';

const base = {
  basics: { name: 'Ada', summary: 'Engineer who likes tests.' },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2021-03',
      highlights: ['Built billing', 'Ran on-call', 'Shipped React app'],
    },
    { name: 'Initech', position: 'Engineer', startDate: '2018', endDate: '2021-02' },
  ],
  projects: [{ name: 'Old CLI' }, { name: 'Kube operator' }],
  skills: [{ name: 'Frontend', keywords: ['React', 'CSS'] }],
};

const tailored = {
  basics: { name: 'Ada', summary: 'Senior Engineer with React and Kubernetes.' },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2021-03',
      highlights: ['Shipped React app', 'Built billing'],
    },
  ],
  projects: [{ name: 'Kube operator' }],
  skills: [{ name: 'Frontend', keywords: ['React', 'CSS'] }],
};

function item(id: string, text: string, from: string | null, to: string | null): DiffItemInput {
  const kind = id.startsWith('kw')
    ? 'keyword'
    : id.startsWith('sk')
      ? 'skill'
      : id.startsWith('sm')
        ? 'summary'
        : 'highlight';
  return { id, kind, text, from, to };
}

const diff: ResumeDiffInput = {
  kept: [
    item('hl-react', 'Shipped React app', '/work/0/highlights/2', '/work/0/highlights/0'),
    item('hl-billing', 'Built billing', '/work/0/highlights/0', '/work/0/highlights/1'),
    item('hl-kube', 'Wrote an operator', '/projects/1/highlights/0', '/projects/0/highlights/0'),
    item('sk-frontend', 'Frontend', '/skills/0/name', '/skills/0/name'),
    item('kw-react', 'React', '/skills/0/keywords/0', '/skills/0/keywords/0'),
    item('kw-css', 'CSS', '/skills/0/keywords/1', '/skills/0/keywords/1'),
  ],
  removed: [
    item('sm-old', 'Engineer who likes tests.', '/basics/summary', null),
    item('hl-oncall', 'Ran on-call', '/work/0/highlights/1', null),
    item('hl-cli', 'Wrote a CLI', '/projects/0/highlights/0', null),
  ],
  added: [item('sm-new', 'Senior Engineer with React and Kubernetes.', null, '/basics/summary')],
};

describe('buildResumeDiff', () => {
  const view = buildResumeDiff(diff, base, tailored);
  const section = (key: string) => view.sections.find((entry) => entry.key === key);

  it('orders sections as a resume reads', () => {
    expect(view.sections.map((entry) => entry.key)).toEqual([
      'basics',
      'work',
      'projects',
      'skills',
    ]);
    expect(view.sections.map((entry) => entry.label)).toEqual([
      'Summary',
      'Work experience',
      'Projects',
      'Skills',
    ]);
  });

  it('pairs the replaced summary with the generated one', () => {
    const [summary] = section('basics')?.entries ?? [];
    expect(summary?.title).toBeNull();
    expect(summary?.base).toMatchObject([{ id: 'sm-old', status: 'removed' }]);
    expect(summary?.tailored).toMatchObject([{ id: 'sm-new', status: 'added' }]);
  });

  it('keeps each column in its own order and marks only the reordered item as moved', () => {
    const [acme] = section('work')?.entries ?? [];
    expect(acme?.title).toBe('Senior Engineer');
    expect(acme?.subtitle).toBe('Acme');
    expect(acme?.dates).toBe('Mar 2021 – Present');
    expect(acme?.base.map((cell) => [cell.id, cell.status])).toEqual([
      ['hl-billing', 'kept'],
      ['hl-oncall', 'removed'],
      ['hl-react', 'moved'],
    ]);
    expect(acme?.tailored.map((cell) => [cell.id, cell.status, cell.direction])).toEqual([
      ['hl-react', 'moved', 'up'],
      ['hl-billing', 'kept', null],
    ]);
  });

  it('does not count an item as moved when only a removed sibling shifted its pointer', () => {
    // hl-billing went from /0 to /1 but kept its place relative to the other kept items.
    const [acme] = section('work')?.entries ?? [];
    expect(acme?.tailored.find((cell) => cell.id === 'hl-billing')?.status).toBe('kept');
  });

  it('pairs a project that changed place and lists a dropped project on the base side only', () => {
    const entries = section('projects')?.entries ?? [];
    expect(entries.map((entry) => [entry.title, entry.status])).toEqual([
      ['Kube operator', 'kept'],
      ['Old CLI', 'removed'],
    ]);
    expect(entries[1]?.tailored).toEqual([]);
    expect(entries[1]?.base).toMatchObject([{ id: 'hl-cli', status: 'removed' }]);
    expect(view.counts.removedEntries).toBe(1);
  });

  it('shows a skill group by its name rather than as a line of its own', () => {
    const [group] = section('skills')?.entries ?? [];
    expect(group?.title).toBe('Frontend');
    expect(group?.tailored.map((cell) => cell.text)).toEqual(['React', 'CSS']);
  });

  it('counts what changed', () => {
    expect(view.counts).toEqual({
      kept: 6,
      moved: 1,
      removed: 3,
      added: 1,
      movedEntries: 0,
      removedEntries: 1,
    });
  });

  it('works without the documents, naming label entries by their label item', () => {
    const bare = buildResumeDiff(diff, null, undefined);
    const skills = bare.sections.find((entry) => entry.key === 'skills');
    expect(skills?.entries[0]?.title).toBe('Frontend');
    const work = bare.sections.find((entry) => entry.key === 'work');
    expect(work?.entries[0]?.title).toBeNull();
  });

  it('marks an entry that tailoring moved up', () => {
    const reordered: ResumeDiffInput = {
      kept: [
        item('sk-a', 'Backend', '/skills/0/name', '/skills/1/name'),
        item('sk-b', 'Cloud', '/skills/1/name', '/skills/0/name'),
        item('kw-k8s', 'Kubernetes', '/skills/1/keywords/0', '/skills/0/keywords/0'),
      ],
      removed: [],
      added: [],
    };
    const view2 = buildResumeDiff(reordered, null, null);
    const entries = view2.sections[0]?.entries ?? [];
    expect(entries.map((entry) => [entry.title, entry.status, entry.direction])).toEqual([
      ['Cloud', 'moved', 'up'],
      ['Backend', 'kept', null],
    ]);
    expect(view2.counts.movedEntries).toBe(1);
  });

  it('handles an empty diff', () => {
    expect(buildResumeDiff({ kept: [], removed: [], added: [] }, base, tailored)).toEqual({
      sections: [],
      counts: { kept: 0, moved: 0, removed: 0, added: 0, movedEntries: 0, removedEntries: 0 },
    });
  });
});

describe('findMoves', () => {
  it('marks the fewest items that explain a new order', () => {
    expect(findMoves(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual(new Map([['d', 'up']]));
    expect(findMoves(['a', 'b', 'c'], ['b', 'c', 'a'])).toEqual(new Map([['a', 'down']]));
  });

  it('prefers the item that moved up when two swap', () => {
    expect(findMoves(['a', 'b'], ['b', 'a'])).toEqual(new Map([['b', 'up']]));
  });

  it('ignores keys that only one order has', () => {
    expect(findMoves(['a', 'x', 'b'], ['a', 'b', 'y'])).toEqual(new Map());
  });
});

describe('longestIncreasingRun', () => {
  it('finds one longest increasing subsequence', () => {
    expect([...longestIncreasingRun([3, 0, 1, 2])].sort()).toEqual([1, 2, 3]);
    expect(longestIncreasingRun([])).toEqual(new Set());
  });
});

describe('pointers and dates', () => {
  it('unescapes JSON Pointer segments', () => {
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(parsePointer('')).toEqual([]);
  });

  it('formats JSON Resume dates', () => {
    expect(formatDate('2021-03-15')).toBe('Mar 2021');
    expect(formatDate('2021-03')).toBe('Mar 2021');
    expect(formatDate('2019')).toBe('2019');
    expect(formatDate('spring 2019')).toBe('spring 2019');
    expect(formatDateRange('2018', '2021-02')).toBe('2018 – Feb 2021');
    expect(formatDateRange(null, '2021-02')).toBe('Feb 2021');
    expect(formatDateRange(null, null)).toBeNull();
  });
});
