import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isCacheEmpty, makeApolloClient } from './apollo-client';

const Viewer = gql`
  query Viewer {
    me {
      id
    }
  }
`;

/** A fetch that records each call and answers like a GraphQL server. */
function recordingFetch() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return Promise.resolve(
      new Response(JSON.stringify({ data: { me: { __typename: 'User', id: 'u1' } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { calls, fetchStub };
}

describe('makeApolloClient', () => {
  it('sends operations to ${apiBaseUrl}/graphql with the session cookie', async () => {
    const { calls, fetchStub } = recordingFetch();
    const client = makeApolloClient('https://api.example.test', { fetch: fetchStub });

    const result = await client.query({ query: Viewer });

    expect(result.data).toEqual({ me: { __typename: 'User', id: 'u1' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.example.test/graphql');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.method).toBe('POST');
    const body: unknown = calls[0]?.init?.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toMatchObject({ operationName: 'Viewer' });
  });

  it('keeps a path prefix of the base URL', async () => {
    const { calls, fetchStub } = recordingFetch();
    const client = makeApolloClient('https://example.test/agent', { fetch: fetchStub });

    await client.query({ query: Viewer });

    expect(calls[0]?.url).toBe('https://example.test/agent/graphql');
  });
});

describe('isCacheEmpty', () => {
  it('is true until the first answer is cached', async () => {
    const { fetchStub } = recordingFetch();
    const client = makeApolloClient('https://api.example.test', { fetch: fetchStub });

    expect(isCacheEmpty(client)).toBe(true);
    await client.query({ query: Viewer });
    expect(isCacheEmpty(client)).toBe(false);
  });
});
