/** Typed control-plane failures, mapped to `{ error, message, code, details? }` in one place. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from './schemas.js';

export type ErrorCode =
  | 'AGENT_EXISTS'
  | 'AGENT_NOT_FOUND'
  | 'SERVICE_NOT_FOUND'
  | 'ENVIRONMENT_NOT_FOUND'
  | 'MANIFEST_MISMATCH'
  | 'NOT_OWNER'
  | 'OWNER_MISMATCH'
  | 'HAS_OWN_MANIFEST'
  | 'NO_SERVICES'
  | 'STARTER_HAS_SERVICES'
  | 'UNKNOWN_ENVIRONMENT';

export class ControlPlaneError extends Error {
  override name = 'ControlPlaneError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: 400 | 403 | 404 | 409,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ControlPlaneError) {
    return {
      error: error.statusCode,
      message: error.message,
      code: error.code,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (isFastifyError(error) && error.validation) {
    return { error: 400, message: error.message, code: 'VALIDATION_FAILED' };
  }
  const status = isFastifyError(error) ? error.statusCode : undefined;
  if (isFastifyError(error) && status !== undefined && status >= 400 && status < 500) {
    // Malformed JSON, a wrong content type, a body over the limit: the caller's to fix.
    return { error: status, message: error.message, code: error.code };
  }
  // The text of a server error may reveal internals; it goes to the log, not the client.
  return { error: 500, message: 'Internal server error', code: 'INTERNAL' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.error >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.error).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 404,
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
      code: 'ROUTE_NOT_FOUND',
    } satisfies ErrorBody),
  );
}
