import type { FastifyError, FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { databaseInputError } from './database-input-errors.js';
import { asDatabaseUnavailable } from './database-errors.js';

/** The spec's Error shape, extended as decisions.md allows: `{ error, message, code?, details? }`. */
export const ErrorBody = Type.Object(
  {
    error: Type.Integer({ description: 'The HTTP status code' }),
    message: Type.String(),
    code: Type.Optional(Type.String({ description: 'A stable machine-readable error code' })),
    details: Type.Optional(Type.Unknown()),
  },
  { $id: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A failure the caller can act on; thrown anywhere, mapped to a response in one place. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** Response headers that belong to the failure, e.g. `WWW-Authenticate` or `Retry-After`. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function toErrorBody(error: unknown): ErrorBody {
  // An unreachable database is an outage, not a bug: 503 with Retry-After, not 500.
  error = asDatabaseUnavailable(error) ?? error;
  // A value the database refused (NUL in text, JSON nested too deep) is the caller's: 400.
  const inputError = databaseInputError(error);
  if (inputError) return { error: 400, ...inputError };
  if (error instanceof AppError) {
    return {
      error: error.statusCode,
      message: error.message,
      code: error.code,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (isFastifyError(error) && error.validation) {
    // Every problem, not just the first, so a form can mark each field at once.
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath === '' ? '/' : issue.instancePath,
      message: issue.message ?? 'is invalid',
    }));
    return { error: 400, message: error.message, code: 'VALIDATION_FAILED', details: { issues } };
  }
  const status =
    isFastifyError(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && isFastifyError(error)) {
    return { error: status, message: error.message, ...(error.code ? { code: error.code } : {}) };
  }
  // The text of a server error may reveal internals; it goes to the log, not the client.
  return {
    error: status >= 500 ? status : 500,
    message: 'Internal server error',
    code: 'INTERNAL',
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    const failure = asDatabaseUnavailable(error) ?? error;
    if (failure instanceof AppError && failure.headers) void reply.headers(failure.headers);
    if (body.error < 500) request.log.info({ code: body.code, status: body.error }, body.message);
    // An AppError is an answer we chose (a 5xx one: a refusal during shutdown), not a bug.
    else if (error instanceof AppError)
      request.log.warn({ code: body.code, status: body.error }, body.message);
    else request.log.error({ err: error }, 'request failed');
    return reply.status(body.error).type('application/json').send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 404,
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
      code: 'ROUTE_NOT_FOUND',
    } satisfies ErrorBody),
  );
}
