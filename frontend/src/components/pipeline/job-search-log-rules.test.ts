import { describe, expect, it } from 'vitest';
import {
  base64ByteLength,
  checkSpan,
  csvRowCount,
  defaultSpan,
  formatFileSize,
  isDay,
  logInput,
  QUICK_SPANS,
  quickSpan,
  refusedSpanField,
  savedAnnouncement,
  SPAN_ENDS_BEFORE_IT_BEGINS,
} from './job-search-log-rules';

describe('isDay', () => {
  it('takes whole days of the calendar only', () => {
    expect(isDay('2026-11-30')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-11-31')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});

describe('defaultSpan', () => {
  it('is this month so far', () => {
    expect(defaultSpan('2026-11-17')).toEqual({ from: '2026-11-01', to: '2026-11-17' });
    expect(defaultSpan('2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});

describe('quickSpan', () => {
  it('offers this month, last month and the last 7 days, in that order', () => {
    expect(QUICK_SPANS.map((pick) => pick.label)).toEqual([
      'This month',
      'Last month',
      'Last 7 days',
    ]);
  });

  it('counts this month from its first day to today', () => {
    expect(quickSpan('this-month', '2026-11-17')).toEqual({ from: '2026-11-01', to: '2026-11-17' });
  });

  it('takes the whole of last month, across a year and a leap February', () => {
    expect(quickSpan('last-month', '2026-11-17')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(quickSpan('last-month', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(quickSpan('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('counts the last 7 days with today as the seventh', () => {
    expect(quickSpan('last-7-days', '2026-11-17')).toEqual({
      from: '2026-11-11',
      to: '2026-11-17',
    });
    expect(quickSpan('last-7-days', '2026-03-02')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
  });
});

describe('checkSpan', () => {
  it('takes a span of one day or more', () => {
    expect(checkSpan({ from: '2026-11-01', to: '2026-11-30' })).toEqual({});
    expect(checkSpan({ from: '2026-11-05', to: '2026-11-05' })).toEqual({});
  });

  it('refuses a span that ends before it begins, on the “To” field', () => {
    expect(checkSpan({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      to: SPAN_ENDS_BEFORE_IT_BEGINS,
    });
    expect(checkSpan({ from: '2027-01-01', to: '2026-12-31' }).to).toBe(SPAN_ENDS_BEFORE_IT_BEGINS);
  });

  it('asks for each day that is missing or half typed', () => {
    expect(checkSpan({ from: '', to: '2026-11-30' })).toEqual({
      from: 'Choose the first day, as a whole date.',
    });
    expect(checkSpan({ from: '2026-11-01', to: '' })).toEqual({
      to: 'Choose the last day, as a whole date.',
    });
    expect(Object.keys(checkSpan({ from: '', to: '' }))).toEqual(['from', 'to']);
  });
});

describe('logInput', () => {
  const span = { from: '2026-11-01', to: '2026-11-30' };

  it('sends the span only when the applications sent in it are asked for', () => {
    expect(logInput('sent', span, 'Europe/Berlin')).toEqual({
      appliedFrom: '2026-11-01',
      appliedTo: '2026-11-30',
      timeZone: 'Europe/Berlin',
    });
    expect(logInput('every', span, 'Europe/Berlin')).toEqual({ timeZone: 'Europe/Berlin' });
  });

  it('leaves the time zone out when the browser cannot say it (the server counts on UTC)', () => {
    expect(logInput('every', span, undefined)).toEqual({});
  });
});

describe('refusedSpanField', () => {
  it('gives the server’s refusal of a day to its field, as a sentence', () => {
    expect(
      refusedSpanField({
        code: 'VALIDATION_FAILED',
        message: 'The span ends before it begins',
        details: { field: 'appliedTo' },
      }),
    ).toEqual({ field: 'to', message: 'The span ends before it begins.' });
    expect(
      refusedSpanField({
        code: 'VALIDATION_FAILED',
        message: 'Not a day.',
        details: { field: 'appliedFrom' },
      }),
    ).toEqual({ field: 'from', message: 'Not a day.' });
  });

  it('leaves the time zone and other problems to the form', () => {
    expect(
      refusedSpanField({
        code: 'VALIDATION_FAILED',
        message: 'The timeZone is an IANA time zone such as Europe/Berlin',
        details: { field: 'timeZone' },
      }),
    ).toBeUndefined();
    expect(refusedSpanField({ code: 'VALIDATION_FAILED', message: 'Bad' })).toBeUndefined();
    expect(
      refusedSpanField({ code: 'NETWORK_ERROR', message: 'Could not reach the server.' }),
    ).toBeUndefined();
  });
});

describe('csvRowCount', () => {
  const header = 'Applied on,Company,Job title';

  it('counts the rows under the header', () => {
    expect(
      csvRowCount(`\uFEFF${header}\r\n2026-11-02,Contoso,Data Engineer\r\n,Fabrikam,SRE\r\n`),
    ).toBe(2);
    expect(csvRowCount(`${header}\n,Fabrikam,SRE`)).toBe(1);
  });

  it('gives 0 for the header alone, or nothing', () => {
    expect(csvRowCount(`\uFEFF${header}\r\n`)).toBe(0);
    expect(csvRowCount('')).toBe(0);
  });

  it('keeps line breaks and doubled quotes inside a quoted field in their row', () => {
    const notes = '"Met at the ""Go"" meetup,\r\nthen\r\nan e-mail"';
    expect(csvRowCount(`${header}\r\n,Contoso,${notes}\r\n,Fabrikam,SRE\r\n`)).toBe(2);
  });
});

describe('base64ByteLength', () => {
  it('counts the bytes, padding left out', () => {
    expect(base64ByteLength(btoa('abc'))).toBe(3);
    expect(base64ByteLength(btoa('abcd'))).toBe(4);
    expect(base64ByteLength(btoa('abcde'))).toBe(5);
    expect(base64ByteLength('')).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('says bytes, kilobytes and megabytes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(1434)).toBe('1.4 KB');
    expect(formatFileSize(36_900)).toBe('36 KB');
    expect(formatFileSize(2_202_010)).toBe('2.1 MB');
  });
});

describe('savedAnnouncement', () => {
  it('names the file, its size and how many applications it holds', () => {
    expect(
      savedAnnouncement({
        filename: 'job-search-log.csv',
        bytes: 1434,
        rows: 2,
        scope: 'every',
      }),
    ).toBe('Saved job-search-log.csv (1.4 KB): 2 applications.');
    expect(
      savedAnnouncement({
        filename: 'job-search-log-2026-11-01-to-2026-11-30.csv',
        bytes: 700,
        rows: 1,
        scope: 'sent',
      }),
    ).toBe('Saved job-search-log-2026-11-01-to-2026-11-30.csv (700 bytes): 1 application.');
  });

  it('says why a file holds only the column names', () => {
    expect(
      savedAnnouncement({
        filename: 'job-search-log-2026-11-01-to-2026-11-30.csv',
        bytes: 200,
        rows: 0,
        scope: 'sent',
      }),
    ).toBe(
      'Saved job-search-log-2026-11-01-to-2026-11-30.csv (200 bytes): no application was sent between those days, so it holds only the column names.',
    );
    expect(
      savedAnnouncement({ filename: 'job-search-log.csv', bytes: 200, rows: 0, scope: 'every' }),
    ).toBe(
      'Saved job-search-log.csv (200 bytes): no applications yet, so it holds only the column names.',
    );
  });
});
