/** The schema's custom scalars: DateTime (ISO 8601 instants), Date (calendar days), JSON. */
import type { ValueNode } from 'graphql';
import { graphqlJs } from './graphql-js.js';
import { isCalendarDate } from '../pipeline/application-service.js';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';

const { GraphQLError, Kind } = graphqlJs;

function dateOf(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value))
    throw new GraphQLError('A Date is a calendar day as YYYY-MM-DD', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return value;
}

function jsonOfLiteral(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => jsonOfLiteral(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, jsonOfLiteral(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    default:
      throw new GraphQLError('Not a JSON value', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

function shallowJson(value: unknown): unknown {
  if (isNestedDeeperThan(value))
    throw new GraphQLError(`A JSON value nests at most ${MAX_JSON_DEPTH} levels deep`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return value;
}

export const scalarResolvers = {
  DateTime: {
    serialize: (value: unknown) => String(value),
    parseValue: (value: unknown) => {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        throw new GraphQLError('A DateTime is an ISO 8601 instant', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return new Date(value).toISOString();
    },
    parseLiteral: (node: ValueNode) => {
      if (node.kind !== Kind.STRING || Number.isNaN(Date.parse(node.value)))
        throw new GraphQLError('A DateTime is an ISO 8601 instant', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return new Date(node.value).toISOString();
    },
  },
  Date: {
    serialize: (value: unknown) => String(value),
    parseValue: dateOf,
    parseLiteral: (node: ValueNode) => dateOf(node.kind === Kind.STRING ? node.value : undefined),
  },
  JSON: {
    serialize: (value: unknown) => value,
    parseValue: shallowJson,
    parseLiteral: (node: ValueNode, variables?: Record<string, unknown> | null) =>
      shallowJson(jsonOfLiteral(node, variables)),
  },
};
