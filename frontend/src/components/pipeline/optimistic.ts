/**
 * Apollo's cache files an object under `__typename:id`, so an optimistic answer needs the
 * `__typename` that the server would send. The generated operation types leave it out; these
 * helpers add it without widening the type, whichever way codegen is configured.
 */
import type { ApplicationStatus } from '@/gql/graphql';

export function withTypename<Value extends object>(typename: string, value: Value): Value {
  return { __typename: typename, ...value };
}

/** Ids of events the server has not confirmed yet; the timeline marks them as saving. */
export const OPTIMISTIC_PREFIX = 'optimistic-';

export function isOptimisticId(id: string): boolean {
  return id.startsWith(OPTIMISTIC_PREFIX);
}

/** The event the server will write for a change the user just made. */
export function optimisticEvent(
  kind: string,
  fields: { fromStatus?: ApplicationStatus; toStatus?: ApplicationStatus; note?: string | null },
  now: Date = new Date(),
) {
  return withTypename('ApplicationEvent', {
    id: `${OPTIMISTIC_PREFIX}${kind}-${now.getTime()}`,
    kind,
    fromStatus: fields.fromStatus ?? null,
    toStatus: fields.toStatus ?? null,
    note: fields.note ?? null,
    actorType: 'user',
    createdAt: now.toISOString(),
  });
}
