/**
 * Every root field the schema declares has a resolver. Without one, graphql-js answers the
 * field with null and no error, which reads as "nothing found" rather than a missing feature.
 */
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaText } from './load-schema.js';
import { createResolvers, type ResolverServices } from './resolvers.js';

// The resolvers only close over their services; none is called here.
const services = new Proxy({} as ResolverServices, { get: () => ({}) });

describe('resolvers', () => {
  const schema = buildSchema(loadSchemaText());
  const resolvers = createResolvers(services) as Record<string, Record<string, unknown>>;

  for (const type of [schema.getQueryType(), schema.getMutationType()])
    it(`resolve every field of ${type?.name ?? '?'}`, () => {
      const declared = Object.keys(type?.getFields() ?? {}).sort();
      const resolved = Object.keys(resolvers[type?.name ?? ''] ?? {}).sort();
      expect(declared.filter((field) => !resolved.includes(field))).toEqual([]);
      expect(resolved.filter((field) => !declared.includes(field))).toEqual([]);
    });
});
