/**
 * The heavy parts of records that lists read without them (an application's tailored material,
 * a job's posting), loaded for the fields that ask.
 */

/** Reads in flight, by record id. */
export type InFlight<Part> = Map<string, Promise<Part | undefined>>;

/**
 * Each parent's part: its own when it was read whole (one record, or a mutation's answer),
 * else read in one query for all of the batch's parents that lack it. A read in flight is
 * shared with the record's other heavy fields, which ask in the same tick; once it has answered
 * it is forgotten, so that a later mutation field of the same request never takes from here
 * what an earlier one has changed since.
 */
export function partsOf<Parent extends { id: string }, Part>(
  parents: readonly Parent[],
  {
    isWhole,
    inFlight,
    read,
  }: {
    isWhole: (parent: Parent) => parent is Parent & Part;
    inFlight: InFlight<Part>;
    read: (ids: string[]) => Promise<Map<string, Part>>;
  },
): Promise<(Part | undefined)[]> {
  const missing = [
    ...new Set(
      parents
        .filter((parent) => !isWhole(parent) && !inFlight.has(parent.id))
        .map((parent) => parent.id),
    ),
  ];
  if (missing.length > 0) {
    const reading = read(missing);
    for (const id of missing)
      inFlight.set(
        id,
        reading.then((parts) => parts.get(id)),
      );
    const forget = () => {
      for (const id of missing) inFlight.delete(id);
    };
    // Both ways, so that a failed read is not also an unhandled rejection here: the fields
    // that await it answer the error.
    reading.then(forget, forget);
  }
  return Promise.all(
    parents.map((parent) =>
      isWhole(parent)
        ? Promise.resolve<Part>(parent)
        : (inFlight.get(parent.id) ?? Promise.resolve(undefined)),
    ),
  );
}
