import { describe, expect, it } from 'vitest';
import { formatInterviewStart } from '@/lib/interview-time';
import { describeActor, describeEvent, type TimelineEvent } from './event-text';

const base: TimelineEvent = { kind: 'note', fromStatus: null, toStatus: null, note: null };

describe('describeEvent', () => {
  it('describes creation with the first status', () => {
    expect(describeEvent({ ...base, kind: 'created', toStatus: 'draft' }).sentence).toBe(
      'Created as Draft',
    );
    expect(describeEvent({ ...base, kind: 'created', toStatus: 'applied' }).sentence).toBe(
      'Created as Applied',
    );
  });

  it('describes a move with both statuses and keeps its note', () => {
    expect(
      describeEvent({
        kind: 'status_changed',
        fromStatus: 'applied',
        toStatus: 'interviewing',
        note: 'Phone screen booked',
      }),
    ).toEqual({ sentence: 'Moved from Applied to Interviewing', note: 'Phone screen booked' });
  });

  it('copes with a move that lacks its origin', () => {
    expect(describeEvent({ ...base, kind: 'status_changed', toStatus: 'offer' }).sentence).toBe(
      'Moved to Offer',
    );
  });

  it('describes a note', () => {
    expect(describeEvent({ ...base, note: 'Called Sam' })).toEqual({
      sentence: 'Note added',
      note: 'Called Sam',
    });
  });

  it('puts a follow-up day into the sentence', () => {
    expect(describeEvent({ ...base, kind: 'follow_up_set', note: '2026-12-01' })).toEqual({
      sentence: 'Follow-up set for Tue, Dec 1, 2026',
      note: null,
    });
  });

  it('keeps a follow-up note that is not a day', () => {
    expect(describeEvent({ ...base, kind: 'follow_up_set', note: 'after the holidays' })).toEqual({
      sentence: 'Follow-up date set',
      note: 'after the holidays',
    });
  });

  it('tells an interview’s start in the sentence, on the reader’s clock', () => {
    const at = '2026-12-03T13:00:00.000Z';
    const when = formatInterviewStart(at);
    expect(describeEvent({ ...base, kind: 'interview_scheduled', note: at })).toEqual({
      sentence: `Interview scheduled for ${when}`,
      note: null,
    });
    expect(describeEvent({ ...base, kind: 'interview_moved', note: at }).sentence).toBe(
      `Interview moved to ${when}`,
    );
    expect(describeEvent({ ...base, kind: 'interview_cancelled', note: at }).sentence).toBe(
      `Interview on ${when} cancelled`,
    );
    expect(describeEvent({ ...base, kind: 'interview_cancelled', note: null }).sentence).toBe(
      'Interview cancelled',
    );
  });

  it('describes clearing, tailoring and unknown kinds', () => {
    expect(describeEvent({ ...base, kind: 'follow_up_cleared' }).sentence).toBe(
      'Follow-up cleared',
    );
    expect(describeEvent({ ...base, kind: 'tailored' }).sentence).toBe(
      'Tailored resume and cover letter drafted',
    );
    expect(describeEvent({ ...base, kind: 'cover_letter_updated' }).sentence).toBe(
      'Cover letter updated',
    );
  });

  it('tells an offer written down, changed or removed, with its pay as the note', () => {
    const note = '$152,000 a year, $177,200 in the first year';
    expect(describeEvent({ ...base, kind: 'offer_recorded', note })).toEqual({
      sentence: 'Offer written down',
      note,
    });
    expect(describeEvent({ ...base, kind: 'offer_changed', note }).sentence).toBe('Offer changed');
    expect(describeEvent({ ...base, kind: 'offer_removed', note }).sentence).toBe('Offer removed');
  });

  it('drops blank notes', () => {
    expect(describeEvent({ ...base, note: '   ' }).note).toBeNull();
  });
});

describe('describeActor', () => {
  it('tells the person from an integration', () => {
    expect(describeActor('user')).toBe('you');
    expect(describeActor('token')).toBe('an integration');
  });
});
