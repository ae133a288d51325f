import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PendingChange, UnconfirmedAddress } from './email-status';

const pending = {
  email: 'new@example.com',
  sentAt: '2026-11-29T12:00:00.000Z',
  expiresAt: '2026-11-30T12:00:00.000Z',
};

function renderPending(overrides: Partial<Parameters<typeof PendingChange>[0]> = {}) {
  return renderToStaticMarkup(
    <PendingChange
      pending={pending}
      currentEmail="old@example.com"
      isSending={false}
      isCancelling={false}
      problem={undefined}
      onSendAgain={vi.fn()}
      onCancel={vi.fn()}
      {...overrides}
    />,
  );
}

describe('PendingChange', () => {
  it('names the new address, where the link went, until when, and the address that signs in', () => {
    const text = renderPending().replace(/<[^>]+>/g, '');
    expect(text).toContain('Waiting for confirmation: new@example.com');
    expect(text).toContain(
      'We sent a link to new@example.com; your address changes when you open it',
    );
    // In the browser's time zone: the day is the same in every zone within 12 hours of UTC.
    expect(text).toMatch(/the link works until Nov 30, 2026, \d{1,2}:\d\d/);
    expect(text).toContain('Until then you sign in with old@example.com.');
  });

  it('offers the link again and a way to drop the change, both held while one runs', () => {
    const idle = renderPending();
    expect(idle).toMatch(/<button type="button" class="[^"]*">Send the link again<\/button>/);
    expect(idle).toMatch(/<button type="button" class="[^"]*">Cancel the change<\/button>/);
    const cancelling = renderPending({ isCancelling: true });
    expect(cancelling.match(/<button type="button" disabled=""/g)).toHaveLength(2);
  });

  it('shows a failure as an alert inside the block', () => {
    expect(renderPending({ problem: 'Too many links went to this address.' })).toMatch(
      /role="alert"[^>]*><p[^>]*>.*Too many links went to this address\.<\/p>/,
    );
  });
});

describe('UnconfirmedAddress', () => {
  it('explains the sign-up link and offers a new one', () => {
    const html = renderToStaticMarkup(
      <UnconfirmedAddress isSending={false} problem={undefined} onSend={vi.fn()} />,
    );
    expect(html).toContain(
      'Confirm this address with the link we e-mailed to it when you signed up.',
    );
    expect(html).toMatch(/<button type="button" class="[^"]*">Send a confirmation link<\/button>/);
  });
});
