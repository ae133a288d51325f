/**
 * Security headers from helmet, computed once at start. They depend on nothing in the
 * request, so one `reply.headers()` per request replaces running helmet's eleven middlewares
 * (and @fastify/helmet's two hooks) on every request — measured in bench/.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  // A real, unsent response: helmet writes its headers onto it exactly as on a live one.
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(response.req, response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('helmet refused its options');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return Object.freeze(headers);
}
