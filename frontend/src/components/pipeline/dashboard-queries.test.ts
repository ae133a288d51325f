import { Kind, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BOARD_LIMITS, boardCards, DashboardQuery, type BoardCard } from './dashboard-queries';

function card(id: string, status: BoardCard['status']): BoardCard {
  return {
    id,
    status,
    version: 1,
    matchScore: null,
    followUpOn: null,
    allowedTransitions: [],
    job: { id: `job-${id}`, title: id, company: null },
  };
}

describe('the dashboard board', () => {
  it('asks for as many cards of each kind as BOARD_LIMITS says', () => {
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
    expect(limits).toEqual(BOARD_LIMITS);
  });

  it('shows a card that came in both lists once', () => {
    const moved = card('b', 'rejected');
    const cards = boardCards({
      inProgress: [card('a', 'applied'), moved],
      closed: [moved, card('c', 'withdrawn')],
    });
    expect(cards.map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });
});
