import { describe, expect, it } from 'vitest';
import { CaseApiError, createCaseApi, endpointUrl, newIdempotencyKey } from './case-api';

describe('endpointUrl', () => {
  it('joins paths and query parameters onto relative and absolute endpoints', () => {
    expect(endpointUrl('/agent/api/cases/', '/schema')).toBe('/agent/api/cases/schema');
    expect(
      endpointUrl('https://host.example/agent/api/cases', '', {
        q: '  staff engineer ',
        status: 'applied,interviewing',
        limit: 20,
        cursor: null,
      }),
    ).toBe(
      'https://host.example/agent/api/cases?q=staff+engineer&status=applied%2Cinterviewing&limit=20',
    );
    expect(endpointUrl('/cases', '', { q: '   ', cursor: 'abc' })).toBe('/cases?cursor=abc');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('createCaseApi', () => {
  /** Records what the client sends and answers with a canned response. */
  function recorder(response: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFn: typeof fetch = (url, init) => {
      calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
      return Promise.resolve(response());
    };
    return { calls, fetchFn };
  }

  it('sends the idempotency key, JSON and the credentials mode with a create', async () => {
    const { calls, fetchFn } = recorder(() => Response.json({ id: 'x' }, { status: 201 }));
    const api = createCaseApi({
      endpoint: '/agent/api/cases',
      credentials: 'include',
      fetch: fetchFn,
    });
    await api.create({ title: 'Engineer' }, 'key-1');
    expect(calls[0]?.url).toBe('/agent/api/cases');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"title":"Engineer"}',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-1' },
    });
  });

  it('turns an error body into a CaseApiError with its message, code and details', async () => {
    const { fetchFn } = recorder(() =>
      Response.json(
        {
          error: 409,
          message: 'A case cannot move from draft to offer',
          code: 'INVALID_TRANSITION',
          details: { from: 'draft', to: 'offer', allowed: ['ready'] },
        },
        { status: 409 },
      ),
    );
    const api = createCaseApi({ endpoint: '/c', credentials: 'same-origin', fetch: fetchFn });
    const failure = await api.changeStatus('id 1', 'offer').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CaseApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'A case cannot move from draft to offer',
      details: { allowed: ['ready'] },
    });
  });

  it('describes a failure without a JSON body by its status', async () => {
    const { fetchFn } = recorder(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const api = createCaseApi({ endpoint: '/c', credentials: 'omit', fetch: fetchFn });
    await expect(api.schema()).rejects.toMatchObject({
      status: 502,
      message: 'The case service answered 502 Bad Gateway.',
    });
  });

  it('reports an unreachable endpoint as status 0', async () => {
    const api = createCaseApi({
      endpoint: '/c',
      credentials: 'omit',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(api.list({})).rejects.toMatchObject({ status: 0 });
  });

  it('encodes case ids into the path', async () => {
    const { calls, fetchFn } = recorder(() => Response.json({}));
    const api = createCaseApi({ endpoint: '/c', credentials: 'omit', fetch: fetchFn });
    await api.get('../schema');
    expect(calls[0]?.url).toBe('/c/..%2Fschema');
  });
});
