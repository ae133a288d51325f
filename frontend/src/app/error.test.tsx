import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from './error';

describe('the error page', () => {
  it('says what happened, offers a retry and the way home, and names the server error', () => {
    const html = renderToStaticMarkup(
      <ErrorPage error={Object.assign(new Error('boom'), { digest: '1234567' })} reset={vi.fn()} />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home page<\/a>/);
    expect(html).toContain('<code>1234567</code>');
    // Nothing of the error's own message reaches the page.
    expect(html).not.toContain('boom');
  });

  it('leaves the reference out when the error has no digest (thrown in the browser)', () => {
    const html = renderToStaticMarkup(<ErrorPage error={new Error('boom')} reset={vi.fn()} />);
    expect(html).not.toContain('Reference');
  });
});
