import { describe, expect, it } from 'vitest';
import { appEventSummary, appEventUid, jobAt } from './app-events.js';

describe('jobAt', () => {
  it('names the job at its company, trimmed; without a company, the job alone', () => {
    expect(jobAt(' Staff Engineer ', ' Acme ')).toBe('Staff Engineer at Acme');
    expect(jobAt('Staff Engineer', null)).toBe('Staff Engineer');
    expect(jobAt('Staff Engineer', '  ')).toBe('Staff Engineer');
    expect(jobAt('  ', 'Acme')).toBe('your application at Acme');
  });
});

describe('appEventSummary', () => {
  it('names each kind of event', () => {
    expect(appEventSummary.interview('Technical interview', 'Staff Engineer', 'Acme')).toBe(
      'Technical interview: Staff Engineer at Acme',
    );
    expect(appEventSummary.interview(null, 'Staff Engineer')).toBe('Interview: Staff Engineer');
    expect(appEventSummary.interview('  ', 'Staff Engineer', null)).toBe(
      'Interview: Staff Engineer',
    );
    expect(appEventSummary.followUp('Staff Engineer', 'Acme')).toBe(
      'Follow up: Staff Engineer at Acme',
    );
    expect(appEventSummary.applyBy('Staff Engineer', 'Acme')).toBe(
      'Last day to apply: Staff Engineer at Acme',
    );
    expect(appEventSummary.offerAnswer('Staff Engineer', null)).toBe(
      'Answer the offer: Staff Engineer',
    );
    expect(appEventSummary.task(' Send the portfolio ', 'Staff Engineer', 'Acme')).toBe(
      'Send the portfolio: Staff Engineer at Acme',
    );
  });
});

describe('appEventUid', () => {
  it('gives each kind its own UID, the same whenever it is written', () => {
    const uids = [
      appEventUid.interview('42'),
      appEventUid.followUp('42'),
      appEventUid.applyBy('42'),
      appEventUid.offerAnswer('42'),
      appEventUid.task('42'),
    ];
    expect(new Set(uids).size).toBe(uids.length);
    expect(appEventUid.followUp('7f1c')).toBe('follow-up-7f1c@resume-agent');
    expect(appEventUid.interview('9a2b')).toBe(appEventUid.interview('9a2b'));
  });
});
