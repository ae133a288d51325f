/**
 * The case controls' client for the case API at a host-supplied endpoint. The host proxies
 * that endpoint to Resume Agent and adds its token there, so nothing secret is sent from here:
 * the browser only carries the host's own cookies, as `credentials` allows.
 */
import type {
  AgentCase,
  CaseList,
  CaseSchema,
  CaseStatus,
  CreateCaseBody,
} from '@resume-agent/case-contract';

export class CaseApiError extends Error {
  override readonly name = 'CaseApiError';
  constructor(
    /** The HTTP status, or 0 when the endpoint could not be reached. */
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ListQuery {
  q?: string;
  status?: string;
  limit?: number;
  cursor?: string | null;
}

export interface CaseApi {
  schema(): Promise<CaseSchema>;
  list(query: ListQuery, signal?: AbortSignal): Promise<CaseList>;
  get(id: string): Promise<AgentCase>;
  create(body: CreateCaseBody, idempotencyKey: string): Promise<AgentCase>;
  changeStatus(id: string, status: CaseStatus): Promise<AgentCase>;
}

export interface CaseApiOptions {
  /** The case API's base URL as the browser sees it, e.g. `/agent/api/cases`. */
  endpoint: string;
  credentials: RequestCredentials;
  fetch?: typeof fetch;
}

/** A URL under the endpoint; the endpoint may be relative to the page or absolute. */
export function endpointUrl(endpoint: string, path = '', query?: ListQuery): string {
  const base = endpoint.replace(/\/+$/, '');
  const params = new URLSearchParams();
  if (query?.q?.trim()) params.set('q', query.q.trim());
  if (query?.status) params.set('status', query.status);
  if (query?.limit !== undefined) params.set('limit', String(query.limit));
  if (query?.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function isErrorBody(
  value: unknown,
): value is { message: string; code?: string; details?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The `{ error, message }` body of a failure, or a sentence about the status when there is none. */
async function failureOf(response: Response): Promise<CaseApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body))
    return new CaseApiError(response.status, body.message, body.code, body.details);
  return new CaseApiError(
    response.status,
    `The case service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
  );
}

export function createCaseApi({
  endpoint,
  credentials,
  fetch: fetchFn = fetch,
}: CaseApiOptions): CaseApi {
  async function call<T>(
    url: string,
    init: {
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(url, {
        ...init,
        credentials,
        headers: { accept: 'application/json', ...init.headers },
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new CaseApiError(
        0,
        'Could not reach the case service. Check the connection and try again.',
      );
    }
    if (!response.ok) throw await failureOf(response);
    return (await response.json()) as T;
  }

  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

  return {
    schema: () => call<CaseSchema>(endpointUrl(endpoint, '/schema')),
    list: (query, signal) =>
      call<CaseList>(endpointUrl(endpoint, '', query), signal ? { signal } : {}),
    get: (id) => call<AgentCase>(endpointUrl(endpoint, `/${encodeURIComponent(id)}`)),
    create: (body, idempotencyKey) =>
      call<AgentCase>(
        endpointUrl(endpoint),
        json('POST', body, { 'idempotency-key': idempotencyKey }),
      ),
    changeStatus: (id, status) =>
      call<AgentCase>(
        endpointUrl(endpoint, `/${encodeURIComponent(id)}/status`),
        json('POST', { status }),
      ),
  };
}

/** A random UUID; `crypto.randomUUID` needs a secure context, which a host page may not be. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext)
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
