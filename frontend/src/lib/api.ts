/**
 * A small typed client for the backend's accounts and tokens REST API. The browser calls the
 * backend directly with the session cookie (`credentials: 'include'`); the backend answers
 * errors as `{ error: <status>, message, code? }`, which become an `ApiError` here so pages
 * show one friendly sentence whatever went wrong.
 */
import { apiBaseUrl } from '../env';

export const TOKEN_SCOPES = ['plants:read', 'cases:read', 'cases:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface User {
  id: string;
  email: string;
  displayName: string | null;
  createdAt: string;
  /** When `email` was confirmed by the link e-mailed to it; null until then. */
  emailConfirmedAt: string | null;
}

export interface TokenSummary {
  id: string;
  name: string;
  scopes: TokenScope[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CreatedToken {
  id: string;
  name: string;
  scopes: TokenScope[];
  /** The secret (`ra_pat_…`); the backend shows it only in this response. */
  token: string;
  createdAt: string;
}

/** A signed-in device of the account (docs/accounts.md, "Sessions"). */
export interface SessionSummary {
  id: string;
  /** The session this browser holds. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The HTTP status, or 0 when the backend could not be reached. */
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: FetchLike;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Seconds from a Retry-After header: either a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** "42 seconds", "3 minutes": a wait, rounded up to whole minutes past the first one. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Turn a non-2xx response and its parsed body (or undefined) into an `ApiError`. */
export function toApiError(response: Response, body: unknown): ApiError {
  const status = response.status;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const serverMessage =
    isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : undefined;

  if (status === 429) {
    // A cross-origin page reads Retry-After only if the backend lists it in
    // Access-Control-Expose-Headers; without it, the server's own wording is the next best.
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    const message =
      retryAfter !== undefined
        ? `Too many attempts. Try again in ${describeWait(retryAfter)}.`
        : (serverMessage ?? 'Too many attempts. Please wait a moment and try again.');
    return new ApiError(status, message, code ?? 'RATE_LIMITED', retryAfter);
  }
  if (status >= 500) {
    return new ApiError(status, 'Something went wrong on our side. Please try again.', code);
  }
  return new ApiError(status, serverMessage ?? `Request failed (${status}).`, code);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? apiBaseUrl;
  // Looked up per call, so a test can stub the global after the module loads.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  /**
   * The response of a call that succeeded; any other outcome as an ApiError. With the session
   * cookie, unless `credentials` says otherwise.
   */
  async function send(
    method: string,
    path: string,
    body?: unknown,
    credentials: RequestCredentials = 'include',
  ): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        credentials,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
    }
    if (!response.ok) throw toApiError(response, await readJson(response));
    return response;
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    return (response.status === 204 ? undefined : await readJson(response)) as T;
  }

  return {
    async signUp(credentials: Credentials): Promise<User> {
      return (await request<{ user: User }>('POST', '/api/auth/sign-up', credentials)).user;
    },
    async signIn(credentials: Credentials): Promise<User> {
      return (await request<{ user: User }>('POST', '/api/auth/sign-in', credentials)).user;
    },
    /**
     * Asks for a link to choose a new password. The answer is the same whether or not an
     * account uses the address, so it says nothing about who has an account.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await request<{ message: string }>('POST', '/api/auth/forgot-password', { email });
    },
    /** Sets a new password with the token of a reset link; the browser is then signed in. */
    async resetPassword(input: { token: string; password: string }): Promise<User> {
      return (await request<{ user: User }>('POST', '/api/auth/reset-password', input)).user;
    },
    /**
     * Confirms an address with the token of the link e-mailed to it: the account's own after
     * sign-up, or the new one of a change. Needs no session (the link may be opened in another
     * browser) and signs nobody in; the answer is the account as it now is.
     */
    async confirmEmail(token: string): Promise<User> {
      return (await request<{ user: User }>('POST', '/api/auth/confirm-email', { token })).user;
    },
    /**
     * Turns the reminder e-mail off with the token of its unsubscribe link; resolves also when
     * it was off already, or the account is gone. Without the session cookie: the token alone
     * says whose e-mails stop, in whatever browser the mail app opens the link, signed in or not.
     */
    async unsubscribeFromReminderEmail(token: string): Promise<void> {
      const path = `/api/reminder-email/unsubscribe?token=${encodeURIComponent(token)}`;
      await send('POST', path, undefined, 'omit');
    },
    async signOut(): Promise<void> {
      await request<undefined>('POST', '/api/auth/sign-out');
    },
    /** The signed-in user, or null when there is no valid session (401). */
    async getCurrentUser(): Promise<User | null> {
      try {
        return (await request<{ user: User }>('GET', '/api/auth/me')).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    async listSessions(): Promise<SessionSummary[]> {
      return (await request<{ items: SessionSummary[] }>('GET', '/api/auth/sessions')).items;
    },
    async signOutSession(id: string): Promise<void> {
      await request<undefined>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
    },
    /** Signs out every other session of the account; resolves to how many there were. */
    async signOutOtherSessions(): Promise<number> {
      return (await request<{ signedOut: number }>('POST', '/api/auth/sign-out-others')).signedOut;
    },
    /** Everything the account holds, as the JSON file the backend names (docs/accounts.md). */
    async exportAccount(today = new Date()): Promise<{ filename: string; text: string }> {
      const response = await send('GET', '/api/auth/export');
      const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
      let text: string;
      try {
        text = await response.text();
      } catch {
        // The server closes the connection when it cannot finish the file.
        throw new ApiError(0, 'The download broke off before the end. Please try again.');
      }
      return {
        filename: named?.[1] ?? `resume-agent-export-${today.toISOString().slice(0, 10)}.json`,
        text,
      };
    },
    /** Deletes the account and everything in it; a wrong password is 403 WRONG_PASSWORD. */
    async deleteAccount(password: string): Promise<void> {
      await request<undefined>('POST', '/api/auth/delete-account', { password });
    },
    async listTokens(): Promise<TokenSummary[]> {
      const body = await request<unknown>('GET', '/api/tokens');
      // The contract says an array; accept a `{ items }` page too.
      if (Array.isArray(body)) return body as TokenSummary[];
      if (isRecord(body) && Array.isArray(body.items)) return body.items as TokenSummary[];
      return [];
    },
    async createToken(input: { name: string; scopes: TokenScope[] }): Promise<CreatedToken> {
      return request<CreatedToken>('POST', '/api/tokens', input);
    },
    async revokeToken(id: string): Promise<void> {
      await request<undefined>('DELETE', `/api/tokens/${encodeURIComponent(id)}`);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client the pages use: the configured backend and the browser's fetch. */
export const api: ApiClient = createApiClient();

/** Client-side password check; the server stays authoritative. */
export function checkPassword(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return undefined;
}

/** A light e-mail shape check (something@something.something); the server decides. */
export function checkEmail(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'Enter your e-mail address.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'Enter a valid e-mail address.';
  return undefined;
}

/** The sign-in page, coming back to `returnTo` (a path of this site) afterwards. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?next=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are allowed as a post-sign-in destination (no open redirects). */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}
