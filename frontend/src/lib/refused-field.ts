/**
 * Which field of a form a refusal is about. Its own module, without Apollo: pages that load no
 * GraphQL client (the unsubscribe page) read refusals too.
 */
import type { OperationProblem } from './graphql-errors';

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`) when it is one of
 * `fields`, so its message can sit by that field; undefined for any other problem (a field no
 * form shows is the whole form's to say).
 */
export function refusedFieldOf<Field extends string>(
  problem: OperationProblem,
  fields: readonly Field[],
): Field | undefined {
  if (problem.code !== 'VALIDATION_FAILED') return undefined;
  const { details } = problem;
  if (typeof details !== 'object' || details === null || !('field' in details)) return undefined;
  const { field } = details;
  return fields.find((known) => known === field);
}
