import { describe, expect, it } from 'vitest';
import {
  asSentence,
  countByStatus,
  countsAfterMove,
  dropVerdict,
  groupByStatus,
  listStatuses,
  moveAnnouncement,
  moveTargets,
  nextOptionIndex,
  refusalMessage,
  type MovableCard,
} from './board-moves';

const draft: MovableCard = {
  id: 'a',
  status: 'draft',
  allowedTransitions: ['withdrawn', 'applied', 'ready'],
};
const accepted: MovableCard = { id: 'b', status: 'accepted', allowedTransitions: [] };

describe('dropVerdict', () => {
  it('allows a drop on a column the server allows', () => {
    expect(dropVerdict(draft, 'applied')).toBe('allowed');
  });

  it('refuses a drop on any other column', () => {
    expect(dropVerdict(draft, 'offer')).toBe('refused');
    expect(dropVerdict(accepted, 'rejected')).toBe('refused');
  });

  it('treats the card’s own column as no move', () => {
    expect(dropVerdict(draft, 'draft')).toBe('same');
  });
});

describe('moveTargets', () => {
  it('lists the allowed statuses in board order', () => {
    expect(moveTargets(draft)).toEqual(['ready', 'applied', 'withdrawn']);
  });

  it('is empty for a final status', () => {
    expect(moveTargets(accepted)).toEqual([]);
  });

  it('never offers the current status', () => {
    expect(moveTargets({ ...draft, allowedTransitions: ['draft', 'ready'] })).toEqual(['ready']);
  });
});

describe('groupByStatus', () => {
  it('gives every board column a list, in the given order', () => {
    const columns = groupByStatus([
      { id: '1', status: 'applied' as const },
      { id: '2', status: 'draft' as const },
      { id: '3', status: 'applied' as const },
    ]);
    expect(Object.keys(columns)).toEqual([
      'draft',
      'ready',
      'applied',
      'interviewing',
      'offer',
      'accepted',
      'rejected',
      'withdrawn',
    ]);
    expect(columns.applied.map((card) => card.id)).toEqual(['1', '3']);
    expect(columns.draft.map((card) => card.id)).toEqual(['2']);
    expect(columns.offer).toEqual([]);
  });
});

describe('countsAfterMove', () => {
  const counts = [
    { status: 'draft' as const, count: 2 },
    { status: 'applied' as const, count: 0 },
  ];

  it('moves one from the old status to the new one', () => {
    expect(countsAfterMove(counts, 'draft', 'applied')).toEqual([
      { status: 'draft', count: 1 },
      { status: 'applied', count: 1 },
    ]);
  });

  it('adds a status the counts did not have', () => {
    expect(countsAfterMove(counts, 'draft', 'withdrawn')).toContainEqual({
      status: 'withdrawn',
      count: 1,
    });
  });

  it('never counts below zero', () => {
    expect(countsAfterMove(counts, 'applied', 'draft')[1]).toEqual({
      status: 'applied',
      count: 0,
    });
  });

  it('keeps extra fields such as __typename', () => {
    const typed = [{ __typename: 'StatusCount' as const, status: 'draft' as const, count: 1 }];
    expect(countsAfterMove(typed, 'draft', 'ready')).toContainEqual({
      __typename: 'StatusCount',
      status: 'ready',
      count: 1,
    });
  });

  it('does not change the input', () => {
    countsAfterMove(counts, 'draft', 'applied');
    expect(counts[0]?.count).toBe(2);
  });
});

describe('countByStatus', () => {
  it('fills in zero for missing statuses', () => {
    const counts = countByStatus([{ status: 'offer', count: 3 }]);
    expect(counts.offer).toBe(3);
    expect(counts.draft).toBe(0);
    expect(Object.keys(counts)).toHaveLength(8);
  });
});

describe('messages', () => {
  it('announces a move with the job title and the status label', () => {
    expect(moveAnnouncement('Staff Engineer', 'interviewing')).toBe(
      'Moved “Staff Engineer” to Interviewing',
    );
  });

  it('lists statuses in plain English', () => {
    expect(listStatuses([])).toBe('');
    expect(listStatuses(['offer'])).toBe('Offer');
    expect(listStatuses(['offer', 'rejected'])).toBe('Offer or Rejected');
    expect(listStatuses(['ready', 'applied', 'withdrawn'])).toBe('Ready, Applied or Withdrawn');
  });

  it('explains a refused drop with the moves that would work', () => {
    expect(refusalMessage('Dev', draft, 'offer')).toBe(
      '“Dev” can’t move from Draft to Offer. From Draft it can move to Ready, Applied or Withdrawn.',
    );
  });

  it('says when the card is in a final status', () => {
    expect(refusalMessage('Dev', accepted, 'offer')).toBe(
      '“Dev” can’t move from Accepted to Offer. Accepted is a final status.',
    );
  });
});

describe('nextOptionIndex', () => {
  it('walks down and up, wrapping around', () => {
    expect(nextOptionIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextOptionIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextOptionIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextOptionIndex('Home', 2, 3)).toBe(0);
    expect(nextOptionIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextOptionIndex('Enter', 0, 3)).toBeNull();
    expect(nextOptionIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('asSentence', () => {
  it('ends a message with a full stop when it has none', () => {
    expect(asSentence('It changed; reload it')).toBe('It changed; reload it.');
    expect(asSentence('  Done!  ')).toBe('Done!');
    expect(asSentence('Say “hi.”')).toBe('Say “hi.”');
  });
});
