import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressConfirmed, ConfirmEmailForm } from './confirm-email-form';

describe('ConfirmEmailForm', () => {
  it('waits for the browser on the server: the token is in the fragment, which only it sees', () => {
    const html = renderToStaticMarkup(<ConfirmEmailForm />);
    expect(html).toContain('Opening the link…');
    expect(html).not.toContain('<button');
  });
});

describe('AddressConfirmed', () => {
  it('names the confirmed address as the one to sign in with, and the ways on', () => {
    const html = renderToStaticMarkup(<AddressConfirmed email="new@example.com" />);
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*>Your address is confirmed<\/h2>/);
    expect(html.replace(/<[^>]+>/g, '')).toContain(
      'new@example.com is now the address you sign in with.',
    );
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Go to the dashboard<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/settings"[^>]*>Go to Settings<\/a>/);
  });
});
