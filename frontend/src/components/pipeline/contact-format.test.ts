import { describe, expect, it } from 'vitest';
import { lastContactedText, mailtoHref, shortAddress, telHref } from './contact-format';

describe('telHref', () => {
  it('dials the digits, keeping a leading +', () => {
    expect(telHref('+44 (20) 7946-0958')).toBe('tel:+442079460958');
    expect(telHref(' 030/123.45.67 ')).toBe('tel:0301234567');
  });

  it('writes an extension as RFC 3966 does', () => {
    expect(telHref('+1 555 0100 ext. 12')).toBe('tel:+15550100;ext=12');
    expect(telHref('555-0100 x7')).toBe('tel:5550100;ext=7');
    expect(telHref('555 0100 EXT 7')).toBe('tel:5550100;ext=7');
  });

  it('is null when there is nothing to dial', () => {
    expect(telHref('ask the front desk')).toBeNull();
    expect(telHref('')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('writes to the address, which cannot add headers', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref('a?cc=eve@example.com')).toBe('mailto:a%3Fcc%3Deve@example.com');
  });
});

describe('shortAddress', () => {
  it('shows the host and path, without www., the query or a closing slash', () => {
    expect(shortAddress('https://www.linkedin.com/in/ada/?trk=profile')).toBe(
      'linkedin.com/in/ada',
    );
    expect(shortAddress('http://ada.example.com/')).toBe('ada.example.com');
    expect(shortAddress('https://example.com/caf%C3%A9')).toBe('example.com/café');
    expect(shortAddress('https://example.com/100%zz')).toBe('example.com/100%zz');
  });
});

describe('lastContactedText', () => {
  const TODAY = '2026-12-01';

  it('says today, yesterday and days ago for the last week', () => {
    expect(lastContactedText(TODAY, TODAY)).toBe('today');
    expect(lastContactedText('2026-11-30', TODAY)).toBe('yesterday');
    expect(lastContactedText('2026-11-28', TODAY)).toBe('3 days ago');
    expect(lastContactedText('2026-11-25', TODAY)).toBe('6 days ago');
  });

  it('gives the day further back, with its year when it is not this one', () => {
    expect(lastContactedText('2026-11-24', TODAY)).toBe('on Nov 24');
    expect(lastContactedText('2025-10-12', TODAY)).toBe('on Oct 12, 2025');
  });

  it('gives a day after today (another time zone’s) as a date', () => {
    expect(lastContactedText('2026-12-02', TODAY)).toBe('on Dec 2');
  });
});
