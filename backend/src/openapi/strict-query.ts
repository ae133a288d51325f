/**
 * Strict query-string parsing for routes described by OpenAPI. Fastify's default validator
 * coerces loosely ("1.0", "1e3", " 7" and "" all become numbers); here a number must be
 * written as plain decimal digits, a parameter may appear once, and a rejected value gets a
 * message that names the parameter and what it accepts. Range checks come from the schema.
 */
import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { AppError } from '../http/errors.js';
import type { JsonSchema } from './operation-schemas.js';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INTEGER_SYNTAX = /^-?[0-9]+$/;
const NUMBER_SYNTAX = /^-?[0-9]+(\.[0-9]+)?$/;

const ajv = new Ajv({ allErrors: false, coerceTypes: false, strict: true });
ajv.addFormat('int32', {
  type: 'number',
  validate: (value: number) => Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX,
});
ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isInteger(value) });

type Query = Record<string, unknown>;

/** "an integer from 0 to 2147483647", read off the parameter's schema. */
export function describeAccepted(schema: JsonSchema): string {
  const { type, minimum, maximum, format } = schema;
  const noun =
    type === 'integer' ? 'an integer' : type === 'number' ? 'a number' : `a ${String(type)}`;
  const low = typeof minimum === 'number' ? minimum : format === 'int32' ? INT32_MIN : undefined;
  const high = typeof maximum === 'number' ? maximum : format === 'int32' ? INT32_MAX : undefined;
  if (low !== undefined && high !== undefined) return `${noun} from ${low} to ${high}`;
  if (low !== undefined) return `${noun} of at least ${low}`;
  if (high !== undefined) return `${noun} of at most ${high}`;
  const { maxLength, description } = schema;
  if (type === 'string' && typeof maxLength === 'number')
    return `${noun} of at most ${maxLength} characters`;
  if (typeof description === 'string' && typeof schema.pattern === 'string')
    return `${noun} (${description})`;
  return noun;
}

/** Quoted and cut short: the message repeats what was sent without echoing a megabyte back. */
function shown(raw: unknown): string {
  const text = JSON.stringify(raw);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

function rejected(name: string, schema: JsonSchema, raw: unknown, reason?: string): AppError {
  const accepted = `Query parameter '${name}' must be ${describeAccepted(schema)}`;
  return new AppError(
    'INVALID_QUERY_PARAMETER',
    400,
    `${accepted}${reason === undefined ? '' : ` ${reason}`}; got ${shown(raw)}`,
    { parameter: name },
  );
}

/** The typed value of one raw query value, or undefined when its syntax is wrong. */
function parseRaw(raw: string, schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'integer':
      // `+ 0` turns "-0" into 0.
      return INTEGER_SYNTAX.test(raw) ? Number(raw) + 0 : undefined;
    case 'number':
      return NUMBER_SYNTAX.test(raw) ? Number(raw) + 0 : undefined;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'string':
      return raw;
    default:
      throw new Error(`strict-query: unsupported parameter type ${String(schema.type)}`);
  }
}

function firstErrorParameter(errors: ErrorObject[] | null | undefined): string | undefined {
  const path = errors?.[0]?.instancePath ?? '';
  return path.split('/')[1];
}

/** Validates and converts a parsed query (values are strings, or arrays when repeated). */
export function compileStrictQuery(schema: JsonSchema): (query: unknown) => Query {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  // Listed once here, not on every request.
  const parameters = Object.entries(properties);
  const validate = ajv.compile<Query>(schema);
  return (query) => {
    const raw = (query ?? {}) as Record<string, unknown>;
    const typed: Query = {};
    for (const [name, parameterSchema] of parameters) {
      const value = raw[name];
      if (value === undefined) continue;
      if (typeof value !== 'string')
        throw rejected(name, parameterSchema, value, 'and be given at most once');
      const parsed = parseRaw(value, parameterSchema);
      if (parsed === undefined) throw rejected(name, parameterSchema, value);
      typed[name] = parsed;
    }
    if (!validate(typed)) {
      const name = firstErrorParameter(validate.errors);
      const missing = validate.errors?.find((error) => error.keyword === 'required');
      if (missing)
        throw new AppError(
          'INVALID_QUERY_PARAMETER',
          400,
          `Query parameter '${String(missing.params.missingProperty)}' is required`,
        );
      if (name !== undefined && properties[name]) throw rejected(name, properties[name], raw[name]);
      throw new AppError('INVALID_QUERY_PARAMETER', 400, 'The query string is invalid');
    }
    return typed;
  };
}

/**
 * A route-level Fastify validator compiler: strict parsing for the query string. Other parts
 * (body, params, headers) are not described by our OpenAPI routes yet and are refused loudly.
 */
export const strictQueryValidatorCompiler: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  httpPart,
}) => {
  if (httpPart !== 'querystring')
    throw new Error(
      `strictQueryValidatorCompiler validates query strings only, not ${String(httpPart)}`,
    );
  // Fastify hands the compiler the one part's schema, typed as the whole route schema.
  const parse = compileStrictQuery(schema as JsonSchema);
  return (query: unknown) => {
    try {
      return { value: parse(query) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};
