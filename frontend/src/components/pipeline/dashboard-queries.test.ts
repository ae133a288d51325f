import { Kind, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  BOARD_LIMITS,
  boardCards,
  CLOSED_STATUSES,
  DashboardProgressQuery,
  DashboardQuery,
  dashboardVariables,
  MORE_CARDS,
  nextColumnLimit,
  OFFERS_LIMIT,
  uniqueCards,
  type BoardCard,
} from './dashboard-queries';

function card(id: string, status: BoardCard['status']): BoardCard {
  return {
    id,
    status,
    version: 1,
    matchScore: null,
    followUpOn: null,
    allowedTransitions: [],
    job: { id: `job-${id}`, title: id, company: null },
    taskProgress: { open: 0, done: 0, nextDueOn: null },
  };
}

describe('the dashboard board', () => {
  it('asks for as many cards of each kind as BOARD_LIMITS says, and OFFERS_LIMIT offers', () => {
    const operation = DashboardQuery.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const limits = Object.fromEntries(
      (operation?.selectionSet.selections ?? [])
        .filter((selection): selection is FieldNode => selection.kind === Kind.FIELD)
        .filter((field) => field.name.value === 'applications')
        .map((field): [string, number | undefined] => {
          const limit = field.arguments?.find((argument) => argument.name.value === 'limit');
          return [
            field.alias?.value ?? field.name.value,
            limit?.value.kind === Kind.INT ? Number(limit.value.value) : undefined,
          ];
        }),
    );
    expect(limits).toEqual({ ...BOARD_LIMITS, offers: OFFERS_LIMIT });
  });

  it('shows a card that came in both lists once', () => {
    const moved = card('b', 'rejected');
    const cards = boardCards({
      inProgress: [card('a', 'applied'), moved],
      closed: [moved, card('c', 'withdrawn')],
    });
    expect(cards.map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows more of exactly the closed columns the query reads 100 of', () => {
    const operation = DashboardQuery.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const closed = operation?.selectionSet.selections.find(
      (selection): selection is FieldNode =>
        selection.kind === Kind.FIELD && selection.alias?.value === 'closed',
    );
    const statuses = closed?.arguments?.find((argument) => argument.name.value === 'statuses');
    const listed =
      statuses?.value.kind === Kind.LIST
        ? statuses.value.values.map((value) => (value.kind === Kind.ENUM ? value.value : '?'))
        : [];
    expect(listed.sort()).toEqual([...CLOSED_STATUSES].sort());
  });

  it('asks a closed column for 100 more each time, never past the API limit', () => {
    expect(nextColumnLimit(100)).toBe(200);
    expect(nextColumnLimit(157)).toBe(257);
    expect(nextColumnLimit(950)).toBe(MORE_CARDS.max);
    expect(nextColumnLimit(MORE_CARDS.max)).toBe(MORE_CARDS.max);
  });

  it('keeps the first copy of a card that a later page brings again', () => {
    const first = card('a', 'withdrawn');
    const again = { ...first, version: 2 };
    const cards = uniqueCards([first, card('b', 'withdrawn'), again, card('c', 'rejected')]);
    expect(cards).toEqual([first, card('b', 'withdrawn'), card('c', 'rejected')]);
  });
});

describe('the week’s progress', () => {
  function weeklyProgressArgument(document: typeof DashboardQuery | typeof DashboardProgressQuery) {
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const field = operation?.selectionSet.selections.find(
      (selection): selection is FieldNode =>
        selection.kind === Kind.FIELD && selection.name.value === 'weeklyProgress',
    );
    const argument = field?.arguments?.find((each) => each.name.value === 'timeZone');
    return argument?.value.kind === Kind.VARIABLE ? argument.value.name.value : undefined;
  }

  it('is asked on the first load and again after a move, in the same time zone', () => {
    expect(weeklyProgressArgument(DashboardQuery)).toBe('timeZone');
    expect(weeklyProgressArgument(DashboardProgressQuery)).toBe('timeZone');
  });

  it('is counted in the browser’s time zone, on the browser’s day', () => {
    const variables = dashboardVariables();
    expect(variables.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(variables.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
