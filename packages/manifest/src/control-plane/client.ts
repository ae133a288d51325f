/**
 * The typed HTTP client agentctl uses. Two kinds of failure: the control plane could not be
 * reached (or failed itself: 5xx), and it answered with a refusal (4xx) the user can act on.
 */
import type {
  AgentStatus,
  DeployBody,
  DeployResult,
  ErrorBody,
  HistoryPage,
  InitBody,
  Manifest,
  PreviewBody,
  PreviewResult,
  RegisterBody,
  ServiceEnvironment,
} from './schemas.js';

/** No usable answer: nothing listens, no answer in time, not JSON, or a server error (5xx). */
export class ControlPlaneUnreachableError extends Error {
  override name = 'ControlPlaneUnreachableError';
  constructor(
    readonly url: string,
    reason: string,
    { answered = false } = {},
  ) {
    super(
      answered
        ? `The control plane at ${url} failed: ${reason}`
        : `Cannot reach the control plane at ${url}: ${reason}`,
    );
  }
}

export class ControlPlaneRefusal extends Error {
  override name = 'ControlPlaneRefusal';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code(): string | undefined {
    return this.body.code;
  }
}

const TIMEOUT_MS = 10_000;

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    if (typeof cause?.code === 'string') return cause.code;
    if (typeof cause?.message === 'string') return cause.message;
    if (error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
    return error.message;
  }
  return String(error);
}

export class ControlPlaneClient {
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = `${this.baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ControlPlaneUnreachableError(this.baseUrl, describe(error));
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ControlPlaneUnreachableError(
        this.baseUrl,
        `HTTP ${response.status} without a JSON body (is it the control plane?)`,
        { answered: true },
      );
    }
    if (response.status >= 500) {
      throw new ControlPlaneUnreachableError(
        this.baseUrl,
        `HTTP ${response.status}${isErrorBody(payload) ? `: ${payload.message}` : ''}`,
        { answered: true },
      );
    }
    if (!response.ok) {
      throw new ControlPlaneRefusal(
        response.status,
        isErrorBody(payload) ? payload : { error: response.status, message: response.statusText },
      );
    }
    return payload as T;
  }

  private static agentPath(name: string): string {
    return `/v1/agents/${encodeURIComponent(name)}`;
  }

  register(body: RegisterBody): Promise<AgentStatus> {
    return this.request('POST', '/v1/agents', body);
  }

  status(name: string): Promise<AgentStatus> {
    return this.request('GET', ControlPlaneClient.agentPath(name));
  }

  manifest(name: string): Promise<Manifest> {
    return this.request('GET', `${ControlPlaneClient.agentPath(name)}/manifest`);
  }

  init(name: string, body: InitBody): Promise<AgentStatus> {
    return this.request('POST', `${ControlPlaneClient.agentPath(name)}/init`, body);
  }

  preview(name: string, body: PreviewBody): Promise<PreviewResult> {
    return this.request('POST', `${ControlPlaneClient.agentPath(name)}/previews`, body);
  }

  deploy(name: string, body: DeployBody): Promise<DeployResult> {
    return this.request('POST', `${ControlPlaneClient.agentPath(name)}/deploys`, body);
  }

  history(name: string, page: { limit?: number; before?: string } = {}): Promise<HistoryPage> {
    const query = new URLSearchParams();
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    if (page.before !== undefined) query.set('before', page.before);
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    return this.request('GET', `${ControlPlaneClient.agentPath(name)}/history${suffix}`);
  }

  serviceEnvironment(
    name: string,
    service: string,
    environment: string,
  ): Promise<ServiceEnvironment> {
    return this.request(
      'GET',
      `${ControlPlaneClient.agentPath(name)}/services/${encodeURIComponent(service)}/environments/${encodeURIComponent(environment)}`,
    );
  }
}
