import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemindersStopped, UnsubscribeForm } from './unsubscribe-form';

describe('UnsubscribeForm', () => {
  it('waits for the browser on the server: the token is in the fragment, which only it sees', () => {
    const html = renderToStaticMarkup(<UnsubscribeForm />);
    expect(html).toContain('Opening the link…');
    expect(html).not.toContain('<button');
  });
});

describe('RemindersStopped', () => {
  it('says they are off, and leads to the settings to turn them on again', () => {
    const html = renderToStaticMarkup(<RemindersStopped />);
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*>The reminder e-mails are off<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/settings#reminder-email"[^>]*>Turn them on again<\/a>/);
  });
});
