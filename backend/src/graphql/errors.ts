/**
 * GraphQL errors the UI can act on: every error carries `extensions.code`. Domain failures
 * (AppError, also from the code shared with the case API) keep their code and details; a
 * failure nobody anticipated is logged and answered as INTERNAL_SERVER_ERROR without its
 * message or stack, which could leak internals.
 */
import type { ExecutionResult, FormattedExecutionResult, GraphQLError } from 'graphql';
import { graphqlJs } from './graphql-js.js';
import type { FastifyBaseLogger } from 'fastify';
import { asDatabaseUnavailable } from '../http/database-errors.js';
import { AppError } from '../http/errors.js';
import { databaseInputError } from '../http/database-input-errors.js';

/** A request the server could not even start to execute: syntax, validation, limits. */
const REQUEST_ERROR_CODE = 'GRAPHQL_VALIDATION_FAILED';

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    // Mercurius wraps a failed validation in one error holding the real ones. An AggregateError
    // also has `errors` (a connection refused on each address of the database host): that one
    // is a single failure of the server, not a list of problems with the request.
    const original = error.originalError;
    const nested = (original as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(nested) && !(original instanceof AggregateError))
      return nested.map((inner) =>
        inner instanceof graphqlJs.GraphQLError
          ? inner
          : // The parser recurses: thousands of nested `[` overflow its stack.
            new graphqlJs.GraphQLError(
              inner instanceof RangeError
                ? 'The operation is nested too deeply'
                : (inner as Error).message,
            ),
      );
    return [error];
  });
}

const FASTIFY_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** The 4xx status of an error raised outside graphql-js (AppError excluded), if it has one. */
function clientStatusOf(error: Error | undefined): number | undefined {
  if (error === undefined || error instanceof AppError || error instanceof graphqlJs.GraphQLError)
    return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** What failed underneath; a database outage becomes DATABASE_UNAVAILABLE like in REST. */
function causeOf(error: GraphQLError | undefined): Error | undefined {
  const original = error?.originalError;
  return asDatabaseUnavailable(original) ?? original;
}

function formatOne(error: GraphQLError, log: FastifyBaseLogger) {
  const original = causeOf(error);
  const base = {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  if (original !== error.originalError)
    log.warn({ err: error.originalError, path: error.path }, 'GraphQL: database unavailable');
  if (original instanceof AppError)
    return {
      ...base,
      // The AppError's own text: for a database outage, not the driver's (it names hosts).
      message: original.message,
      extensions: {
        code: original.code,
        ...(original.details === undefined ? {} : { details: original.details }),
      },
    };
  const clientStatus = clientStatusOf(original);
  if (clientStatus !== undefined) {
    // Fastify's own refusals before GraphQL runs (body too large, bad content type, bad JSON).
    const fastifyCode = (original as { code?: unknown }).code;
    return {
      ...base,
      extensions: { code: FASTIFY_CODES[String(fastifyCode)] ?? 'BAD_REQUEST' },
    };
  }
  // A value the database refused (NUL in text, JSON nested too deep) is the caller's, as in REST.
  const inputError = databaseInputError(original);
  if (inputError)
    return { ...base, message: inputError.message, extensions: { code: inputError.code } };
  if (original !== undefined && !(original instanceof graphqlJs.GraphQLError)) {
    // A coercion failure of an argument is the caller's (graphql-js wraps it, with a message).
    if (error.path === undefined && error.locations !== undefined)
      return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
    log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
    return {
      ...base,
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  // graphql-js gives no codes of its own: a variable of the wrong type or value is the
  // caller's input; anything else here is a malformed or invalid operation.
  const code =
    typeof error.extensions.code === 'string'
      ? error.extensions.code
      : error.message.startsWith('Variable "$')
        ? 'BAD_USER_INPUT'
        : REQUEST_ERROR_CODE;
  return { ...base, extensions: { ...error.extensions, code } };
}

export function formatGraphQLErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number },
  log: FastifyBaseLogger,
): {
  statusCode: number;
  response: FormattedExecutionResult;
  /** Headers of the failure that refused the request, e.g. Retry-After for an outage. */
  headers?: Readonly<Record<string, string>>;
} {
  const flat = flatten(execution.errors);
  const errors = flat.map((error) => formatOne(error, log));
  // Errors of execution travel with 200 (GraphQL over HTTP, application/json). A request that
  // could not be executed at all (no `data`) keeps the status of what refused it: the origin
  // check (403), the body limit (413), an unreachable database (503); syntax, validation and
  // variables are 400.
  const first = causeOf(flat[0]);
  const refusal = first instanceof AppError ? first.statusCode : clientStatusOf(first);
  const refused = execution.data === undefined;
  const statusCode = refused ? (refusal ?? execution.statusCode ?? 400) : 200;
  return {
    statusCode,
    response: { data: execution.data ?? null, errors },
    ...(refused && first instanceof AppError && first.headers ? { headers: first.headers } : {}),
  };
}

export const unauthenticated = (): AppError =>
  new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
