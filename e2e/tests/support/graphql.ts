/** GraphQL requests sent from the page itself, so they carry the browser's session cookie. */
import type { Page } from '@playwright/test';

const BACKEND = 'http://localhost:4000';

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphqlFromPage<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return (await response.json()) as GraphQLAnswer<T>;
    },
    { url: `${BACKEND}/graphql`, body: JSON.stringify({ query, variables }) },
  );
}
