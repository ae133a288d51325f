import { describe, expect, it } from 'vitest';
import { fieldsOfHeaders } from './import-columns.js';
import { ContactsProblem, contactsOfCell } from './import-contacts.js';
import { dayOfCell, statusOfCell } from './import-values.js';

describe('statusOfCell', () => {
  it('reads the words trackers use, without case or punctuation', () => {
    expect(statusOfCell('Applied')).toBe('applied');
    expect(statusOfCell(' phone-screen ')).toBe('interviewing');
    expect(statusOfCell('OFFER ACCEPTED')).toBe('accepted');
    expect(statusOfCell('Wishlist')).toBe('draft');
    expect(statusOfCell('Not selected')).toBe('rejected');
    expect(statusOfCell('withdrew')).toBe('withdrawn');
    expect(statusOfCell('Ghosted')).toBeUndefined();
    expect(statusOfCell('')).toBeUndefined();
  });
});

describe('dayOfCell', () => {
  it('reads ISO days, with or without a time, and slashed or dotted ones', () => {
    expect(dayOfCell('2026-11-03', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('2026-11-03T09:30:00Z', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('2026/11/3', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('2026-02-30', null)).toEqual({ problem: 'unreadable' });
  });

  it('reads days with month names', () => {
    expect(dayOfCell('3 November 2026', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('Nov 3, 2026', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('November 3rd 2026', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('3. Nov. 2026', null)).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('Smarch 3, 2026', null)).toEqual({ problem: 'unreadable' });
  });

  it('reads 03/11/2026 in the order given, and only then unless a part is over 12', () => {
    expect(dayOfCell('03/11/2026', null)).toEqual({ problem: 'ambiguous' });
    expect(dayOfCell('03/11/2026', 'day_first')).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('03/11/2026', 'month_first')).toEqual({ day: '2026-03-11' });
    expect(dayOfCell('25/11/2026', null)).toEqual({ day: '2026-11-25' });
    expect(dayOfCell('11/25/26', null)).toEqual({ day: '2026-11-25' });
    expect(dayOfCell('3.11.2026', 'day_first')).toEqual({ day: '2026-11-03' });
    expect(dayOfCell('13/13/2026', null)).toEqual({ problem: 'unreadable' });
  });

  it('refuses anything else', () => {
    for (const cell of ['yesterday', 'soon', '2026', '12/2026', '1e3', "'=1+1"])
      expect(dayOfCell(cell, 'day_first')).toEqual({ problem: 'unreadable' });
  });
});

describe('fieldsOfHeaders', () => {
  it("reads trackers' headers and the job search log's own", () => {
    expect(
      fieldsOfHeaders(['Position', 'Employer', 'Date Applied', 'Stage', 'Salary', 'Job-Link']),
    ).toEqual(['title', 'company', 'applied_on', 'status', null, 'url']);
    expect(
      fieldsOfHeaders([
        'Applied on',
        'Company',
        'Job title',
        'Location',
        'Status',
        'Source',
        'Contacts',
        'Follow up on',
        'Last day to apply',
        'Job link',
        'Notes',
      ]),
    ).toEqual([
      'applied_on',
      'company',
      'title',
      'location',
      'status',
      'source',
      'contacts',
      'follow_up_on',
      'apply_by',
      'url',
      'notes',
    ]);
  });

  it('gives a field to its first column only', () => {
    expect(fieldsOfHeaders(['Title', 'Role', 'Company'])).toEqual(['title', null, 'company']);
  });
});

describe('contactsOfCell', () => {
  it("reads the job search log's own cells back", () => {
    expect(
      contactsOfCell('Dana Brooks (Recruiter) <dana@northwind.example>; Sam Lee', null),
    ).toEqual([
      { name: 'Dana Brooks', role: 'Recruiter', email: 'dana@northwind.example' },
      { name: 'Sam Lee', role: null, email: null },
    ]);
  });

  it('reads a bare address, a name with an address, one person a line, and a default role', () => {
    expect(
      contactsOfCell('jane@acme.example\nOmar Haddad <omar@acme.example>', 'Recruiter'),
    ).toEqual([
      { name: 'jane@acme.example', role: 'Recruiter', email: 'jane@acme.example' },
      { name: 'Omar Haddad', role: 'Recruiter', email: 'omar@acme.example' },
    ]);
    expect(contactsOfCell(' ; ', null)).toEqual([]);
  });

  it('says why a cell does not read', () => {
    expect(() => contactsOfCell('Dana <not an address>', null)).toThrow(ContactsProblem);
    expect(() => contactsOfCell('Dana (Recruiter', null)).toThrow(/not a contact we can read/);
    expect(() => contactsOfCell('x'.repeat(201), null)).toThrow(/at most 200/);
    expect(() => contactsOfCell(Array.from({ length: 51 }, () => 'Ann').join(';'), null)).toThrow(
      /at most 50 contacts/,
    );
  });
});
