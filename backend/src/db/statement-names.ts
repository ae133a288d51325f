/**
 * Names for prepared statements, one per distinct SQL text. The set is capped because a few
 * statements are built per request (one condition per search word): beyond the cap a
 * statement gets no name and runs unprepared, so a long-lived connection's statement cache
 * stays bounded whatever users search for.
 */
export const MAX_NAMED_STATEMENTS = 500;

export function createStatementNames(
  max: number = MAX_NAMED_STATEMENTS,
): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `ra_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

/**
 * The session's `plan_cache_mode`: a named statement is planned once, generically. Left to
 * PostgreSQL (`auto`), the case list was planned afresh on every execution: with its limit a
 * parameter, the generic plan's estimate never beat the custom plans' average, so preparing
 * saved the parse and nothing else (PGlite: ~0.7 ms of a ~2 ms page). Every statement is
 * scoped by user and id columns with the same plan whatever their values (checked with
 * `EXPLAIN` at 1,000 and 100,000 cases; the bench's scale run keeps it honest).
 */
export const PLAN_CACHE_MODE = 'force_generic_plan';
