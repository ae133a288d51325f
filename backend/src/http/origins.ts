import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** The browser origins trusted to send credentialed requests: the frontend and CORS_ORIGINS. */
export function allowedOrigins(config: Pick<Config, 'appOrigin' | 'corsOrigins'>): string[] {
  return [config.appOrigin, ...config.corsOrigins];
}

/** The request's Origin header or, when absent, the origin of its Referer; undefined if neither. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string' && origin !== '') return origin;
  if (typeof referer !== 'string' || referer === '') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(
  config: Pick<Config, 'appOrigin' | 'corsOrigins'>,
  origin: string | undefined,
): boolean {
  return origin !== undefined && allowedOrigins(config).includes(origin);
}
