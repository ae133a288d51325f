/**
 * A bounded stream of concurrent HTTP requests: a fixed number of workers, each sending one
 * request after another until a request count, a duration or stop() ends it. Every request has
 * its own timeout, so a hung server shows up as a failed request, never as a hung test.
 */

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadResult {
  request: LoadRequest;
  /** performance.now() when the request was sent and when its answer (or failure) was complete. */
  startedAt: number;
  finishedAt: number;
  status?: number;
  retryAfter?: string | null;
  /** The parsed JSON body; undefined when the body was not JSON. */
  body?: unknown;
  /** Why no complete response arrived: a code such as ECONNREFUSED, or TimeoutError. */
  failure?: string;
}

/** One worker's sequence of requests; it may keep state, e.g. a case and its version. */
export interface Scenario {
  next(): LoadRequest;
  record?(result: LoadResult): void;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  maxRequests: number;
  maxDurationMs: number;
  requestTimeoutMs: number;
  /** A pause between two requests of a worker, to keep a 2-core machine responsive. */
  pauseMs?: number;
  scenario(worker: number): Scenario;
}

export interface Load {
  results: LoadResult[];
  /** Ends the stream: workers finish the request they are in and send no more. */
  stop(): Promise<LoadResult[]>;
  finished: Promise<LoadResult[]>;
}

function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return error.name;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return `${error.name}: ${typeof cause?.message === 'string' ? cause.message : error.message}`;
}

export async function send(
  baseUrl: string,
  request: LoadRequest,
  timeoutMs: number,
): Promise<LoadResult> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The whole body is part of the answer: a response cut short fails here, not later.
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return {
      request,
      startedAt,
      finishedAt: performance.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { request, startedAt, finishedAt: performance.now(), failure: failureOf(error) };
  }
}

export function startLoad(options: LoadOptions): Load {
  const results: LoadResult[] = [];
  const deadline = performance.now() + options.maxDurationMs;
  let isStopped = false;
  let sent = 0;

  async function work(worker: number): Promise<void> {
    const scenario = options.scenario(worker);
    while (!isStopped && sent < options.maxRequests && performance.now() < deadline) {
      sent += 1;
      const result = await send(options.baseUrl, scenario.next(), options.requestTimeoutMs);
      results.push(result);
      scenario.record?.(result);
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }

  const finished = Promise.all(
    Array.from({ length: options.concurrency }, (_, worker) => work(worker)),
  ).then(() => results);
  return {
    results,
    finished,
    stop() {
      isStopped = true;
      return finished;
    },
  };
}
