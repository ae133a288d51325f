import { ApolloProvider } from '@apollo/client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api';
import { makeApolloClient } from '@/lib/apollo-client';
import { EmailConfirmationNotice } from './email-confirmation-notice';

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  emailConfirmedAt: null,
};

// Made before any test stubs `window`, which Apollo looks at when it is created.
const client = makeApolloClient('http://api.test', { ssrMode: true });

function render() {
  return renderToStaticMarkup(
    <ApolloProvider client={client}>
      <EmailConfirmationNotice user={user} />
    </ApolloProvider>,
  );
}

function stubSessionStorage(items: Record<string, string>) {
  vi.stubGlobal('window', {
    sessionStorage: { getItem: (key: string) => items[key] ?? null, setItem: vi.fn() },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailConfirmationNotice', () => {
  it('is a labelled region that asks for the link to be opened and offers it again', () => {
    stubSessionStorage({});
    const html = render();
    expect(html).toMatch(/^<section aria-label="Confirm your e-mail address"/);
    expect(html.replace(/<[^>]+>/g, '')).toContain(
      'Confirm your e-mail address: open the link we e-mailed you.',
    );
    expect(html).toMatch(/<button type="button" class="[^"]*">Send it again<\/button>/);
    expect(html).toContain('<span class="sr-only">Dismiss</span>');
    // Empty until there is something to say, so that what appears in it is announced.
    expect(html).toContain('<p role="status"></p>');
  });

  it('stays away in a tab that dismissed it for this account, and only for this account', () => {
    stubSessionStorage({ 'resume-agent:email-notice-dismissed': 'u1' });
    expect(render()).toBe('');
    stubSessionStorage({ 'resume-agent:email-notice-dismissed': 'someone-else' });
    expect(render()).toContain('Send it again');
  });

  it('shows when storage is off (a privacy setting) rather than failing', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(render()).toContain('Send it again');
  });
});
