/**
 * A route serializer that is JSON.stringify. Fastify compiles response schemas with
 * fast-json-stringify, which wins on small flat objects (a plant page: 5 µs against 8) but
 * loses on the case list: every `string | null` and every case field is an anyOf it settles by
 * running a validator, and long strings fall back to JSON.stringify one by one (a 50-case page:
 * ~65 µs against ~40 µs; bench/). Use it only where the reply is built field by field by a
 * typed adapter, so nothing undocumented can ride along: the schema stays the documentation,
 * and the route's tests check every answer against it.
 */
import type { FastifySerializerCompiler } from 'fastify';

export const plainJsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
