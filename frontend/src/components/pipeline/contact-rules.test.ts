import { describe, expect, it } from 'vitest';
import type { ApplicationContactFragment } from '@/gql/graphql';
import {
  addContactInput,
  checkContact,
  contactDraft,
  contactUpdate,
  isContactLimitRefusal,
  isDraftChanged,
  profileAddress,
  refusedContactField,
  type ContactDraft,
} from './contact-rules';

const TODAY = '2026-12-01';

const CONTACT: ApplicationContactFragment = {
  id: 'contact-1',
  name: 'Ada Lovelace',
  role: 'Hiring manager',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  profileUrl: 'https://www.linkedin.com/in/ada',
  notes: null,
  lastContactedOn: '2026-11-28',
};

function draft(changes: Partial<ContactDraft> = {}): ContactDraft {
  return {
    name: 'Ada Lovelace',
    role: '',
    email: '',
    phone: '',
    profileUrl: '',
    lastContactedOn: '',
    notes: '',
    ...changes,
  };
}

describe('checkContact', () => {
  const check = (changes: Partial<ContactDraft>) => checkContact(draft(changes), { today: TODAY });

  it('takes a name with nothing else', () => {
    expect(check({})).toEqual({});
  });

  it('asks for a name, which blank space is not', () => {
    expect(check({ name: '' })).toEqual({ name: 'Enter their name.' });
    expect(check({ name: '   ' })).toEqual({ name: 'Enter their name.' });
  });

  it('says which text is too long, counting it trimmed', () => {
    expect(
      check({
        name: 'n'.repeat(201),
        role: 'r'.repeat(201),
        email: `${'e'.repeat(310)}@example.com`,
        phone: '1'.repeat(51),
        profileUrl: `https://example.com/${'p'.repeat(1981)}`,
        notes: 'z'.repeat(5001),
      }),
    ).toEqual({
      name: 'A name has at most 200 characters.',
      role: 'A role has at most 200 characters.',
      email: 'An e-mail address has at most 320 characters.',
      phone: 'A phone number has at most 50 characters.',
      profileUrl: 'A web address has at most 2,000 characters.',
      notes: 'Notes have at most 5,000 characters.',
    });
    expect(check({ name: `  ${'n'.repeat(200)}  `, notes: ` ${'z'.repeat(5000)}\n` })).toEqual({});
  });

  it('takes e-mail addresses shaped like local@domain.tld', () => {
    for (const email of ['ada@example.com', ' ada.lovelace+jobs@mail.example.co.uk ', 'a@b.io'])
      expect(check({ email })).toEqual({});
    for (const email of [
      'ada',
      'ada@example',
      'ada@@example.com',
      'ada lovelace@example.com',
      '@example.com',
      'ada@.example.com',
      'ada@example..com',
    ])
      expect(check({ email }).email, email).toBe(
        'Enter an e-mail address such as name@example.com.',
      );
  });

  it('takes phone numbers as people write them, with an extension', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '(030) 123-456',
      '030/123.45.67',
      '555 0100 ext. 12',
      '555 0100 x12',
      '555-0100 EXT 7',
      '112',
    ])
      expect(check({ phone }), phone).toEqual({});
  });

  it('refuses letters, a + inside and numbers of fewer than 3 digits', () => {
    for (const phone of ['call me', '555 0100 ext.', '0044+20', '+44 20 #1', '555 0100 x 1 2'])
      expect(check({ phone }).phone, phone).toMatch(/^Enter digits, spaces and/);
    expect(check({ phone: '12' }).phone).toBe('Enter the whole number: at least 3 digits.');
    expect(check({ phone: '(+) 1' }).phone).toMatch(/^Enter/);
  });

  it('takes web addresses, with or without https://', () => {
    for (const profileUrl of [
      'https://www.linkedin.com/in/ada',
      'http://ada.example.com',
      'linkedin.com/in/ada',
      'HTTPS://EXAMPLE.COM',
    ])
      expect(check({ profileUrl }), profileUrl).toEqual({});
  });

  it('refuses other schemes and addresses with spaces', () => {
    for (const profileUrl of [
      'javascript:alert(1)',
      'mailto:ada@example.com',
      'ftp://example.com/file',
      'https:example.com',
      'linkedin.com/in/ada lovelace',
      'https://',
    ])
      expect(check({ profileUrl }).profileUrl, profileUrl).toBe(
        'Enter a web address starting with https:// or http://, without spaces.',
      );
  });

  it('takes a day from 2000 to tomorrow, as the server does', () => {
    for (const lastContactedOn of ['2000-01-01', '2026-11-30', TODAY, '2026-12-02'])
      expect(check({ lastContactedOn }), lastContactedOn).toEqual({});
    for (const lastContactedOn of ['1999-12-31', '2026-12-03', '2027-01-01', '2026-02-30', 'soon'])
      expect(check({ lastContactedOn }).lastContactedOn, lastContactedOn).toBe(
        'Enter a day from 2000 to today.',
      );
    expect(checkContact(draft({ lastContactedOn: '2027-01-01' }), { today: '2026-12-31' })).toEqual(
      {},
    );
  });
});

describe('profileAddress', () => {
  it('adds https:// to an address without a scheme', () => {
    expect(profileAddress(' linkedin.com/in/ada ')).toBe('https://linkedin.com/in/ada');
    expect(profileAddress('//example.com/ada')).toBe('https://example.com/ada');
    expect(profileAddress('localhost:3000/ada')).toBe('https://localhost:3000/ada');
  });

  it('keeps an address with a scheme, and empty text, as typed', () => {
    expect(profileAddress('http://example.com')).toBe('http://example.com');
    expect(profileAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(profileAddress('  ')).toBe('');
  });
});

describe('addContactInput', () => {
  it('sends trimmed text, blank fields as null and a profile with its scheme', () => {
    expect(
      addContactInput(
        'application-1',
        draft({
          name: '  Ada Lovelace ',
          role: ' Recruiter ',
          email: '   ',
          phone: ' 555 0100 x12 ',
          profileUrl: 'linkedin.com/in/ada',
          notes: 'Met at\nthe meetup.\n',
        }),
      ),
    ).toEqual({
      applicationId: 'application-1',
      name: 'Ada Lovelace',
      role: 'Recruiter',
      email: null,
      phone: '555 0100 x12',
      profileUrl: 'https://linkedin.com/in/ada',
      notes: 'Met at\nthe meetup.',
      lastContactedOn: null,
    });
  });
});

describe('contactDraft', () => {
  it('fills the form with the contact as stored, its empty fields empty', () => {
    expect(contactDraft(CONTACT)).toEqual({
      name: 'Ada Lovelace',
      role: 'Hiring manager',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      profileUrl: 'https://www.linkedin.com/in/ada',
      lastContactedOn: '2026-11-28',
      notes: '',
    });
    expect(contactDraft(null)).toEqual(draft({ name: '' }));
  });
});

describe('contactUpdate', () => {
  const stored = () => contactDraft(CONTACT);

  it('is null when nothing changed, whitespace aside', () => {
    expect(contactUpdate(CONTACT, stored())).toBeNull();
    expect(contactUpdate(CONTACT, { ...stored(), role: ' Hiring manager ', notes: '  ' })).toBe(
      null,
    );
  });

  it('sends only what changed, and null for a field emptied', () => {
    expect(contactUpdate(CONTACT, { ...stored(), phone: '', name: 'Ada King' })).toEqual({
      id: 'contact-1',
      name: 'Ada King',
      phone: null,
    });
    expect(contactUpdate(CONTACT, { ...stored(), lastContactedOn: '' })).toEqual({
      id: 'contact-1',
      lastContactedOn: null,
    });
    expect(contactUpdate(CONTACT, { ...stored(), profileUrl: 'linkedin.com/in/ada-k' })).toEqual({
      id: 'contact-1',
      profileUrl: 'https://linkedin.com/in/ada-k',
    });
  });
});

describe('isDraftChanged', () => {
  it('sees typing, not whitespace around it', () => {
    expect(isDraftChanged(draft(), draft({ notes: '  ' }))).toBe(false);
    expect(isDraftChanged(draft(), draft({ lastContactedOn: TODAY }))).toBe(true);
  });
});

describe('refusedContactField', () => {
  it('names the field a refusal is about', () => {
    for (const field of [
      'name',
      'role',
      'email',
      'phone',
      'profileUrl',
      'lastContactedOn',
      'notes',
    ])
      expect(
        refusedContactField({ code: 'VALIDATION_FAILED', message: 'No', details: { field } }),
      ).toBe(field);
  });

  it('names none for other problems, fields the form has not, or details of another shape', () => {
    for (const problem of [
      { code: 'NOT_FOUND', message: 'No', details: { field: 'name' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: { field: 'applicationId' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: 'name' },
      { code: 'VALIDATION_FAILED', message: 'No' },
    ])
      expect(refusedContactField(problem)).toBeUndefined();
  });
});

describe('isContactLimitRefusal', () => {
  it('sees the refusal of a contact past the fiftieth, and nothing else', () => {
    expect(
      isContactLimitRefusal({
        code: 'VALIDATION_FAILED',
        message: 'An application holds at most 50 contacts',
        details: { field: 'applicationId' },
      }),
    ).toBe(true);
    expect(
      isContactLimitRefusal({
        code: 'VALIDATION_FAILED',
        message: 'No',
        details: { field: 'name' },
      }),
    ).toBe(false);
    expect(isContactLimitRefusal({ code: 'NOT_FOUND', message: 'No' })).toBe(false);
  });
});
