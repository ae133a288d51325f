import { describe, expect, it } from 'vitest';
import { parseMessageEdits } from './message-edits';

describe('parseMessageEdits', () => {
  it('reads back what was stored, per kind', () => {
    const edits = {
      follow_up: { subject: 'Following up', body: 'Dear Marcus,\n\nAny news?' },
      offer_negotiation: { subject: 'The offer', body: 'Could we talk about the base?' },
    };
    expect(parseMessageEdits(JSON.stringify(edits))).toEqual(edits);
  });

  it('is nothing for nothing stored, or text that is not JSON', () => {
    expect(parseMessageEdits(null)).toEqual({});
    expect(parseMessageEdits('{"follow_up":')).toEqual({});
    expect(parseMessageEdits('[1, 2]')).toEqual({});
    expect(parseMessageEdits('"text"')).toEqual({});
  });

  it('leaves out unknown kinds and drafts of the wrong shape, keeping the rest', () => {
    const stored = JSON.stringify({
      follow_up: { subject: 'Kept', body: 'Kept' },
      thank_you: { subject: 'No body' },
      feedback_request: { subject: 1, body: 'x' },
      offer_decline: null,
      __proto__: { subject: 'x', body: 'y' },
      constructor: { subject: 'x', body: 'y' },
      cover_letter: { subject: 'x', body: 'y' },
    });
    expect(parseMessageEdits(stored)).toEqual({ follow_up: { subject: 'Kept', body: 'Kept' } });
  });
});
