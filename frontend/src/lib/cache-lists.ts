import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';

/**
 * A `cache.modify` field modifier that leaves the item with this id out of a cached list.
 * Through modify, not updateQuery: writing a shorter list makes Apollo warn about lost data.
 */
export function withoutId(id: string) {
  return (existing: readonly Reference[], { readField }: ModifierDetails): readonly Reference[] =>
    existing.filter((ref) => readField('id', ref) !== id);
}

// A type, not an interface: cache.identify wants an index signature, which interfaces lack.
/** A cached object by its type and id, as `cache.identify` takes it. */
type CachedObject = { __typename: string; id: string };

/**
 * After a removal the server confirmed: takes the item out of its owner's cached list (an
 * application's contacts, say) and out of the cache, so no other list still draws it.
 */
export function removeFromCachedList(
  cache: ApolloCache,
  { owner, field, item }: { owner: CachedObject; field: string; item: CachedObject },
): void {
  cache.modify<Record<string, readonly Reference[]>>({
    id: cache.identify(owner),
    fields: { [field]: withoutId(item.id) },
  });
  cache.evict({ id: cache.identify(item) });
  cache.gc();
}
