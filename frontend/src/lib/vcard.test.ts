import { describe, expect, it } from 'vitest';
import { buildContactCard, contactCardFilename } from './vcard';

describe('buildContactCard', () => {
  it('writes a version 3.0 card with CRLF lines, the company as organisation', () => {
    const card = buildContactCard({
      name: 'Priya Raman',
      role: 'Recruiter',
      email: 'priya@brightwave.example',
      phone: '+1 555 0187',
      profileUrl: 'https://www.linkedin.com/in/priya',
      notes: 'Prefers e-mail',
      jobTitle: 'Senior Frontend Engineer',
      company: 'Brightwave',
    });
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'PRODID:-//Resume Agent//Contacts//EN',
        'N:Raman;Priya;;;',
        'FN:Priya Raman',
        'ORG:Brightwave',
        'TITLE:Recruiter',
        'EMAIL;TYPE=INTERNET:priya@brightwave.example',
        'TEL;TYPE=WORK,VOICE:+1 555 0187',
        'URL:https://www.linkedin.com/in/priya',
        // Folded after 75 octets, as RFC 2426 says after RFC 2425.
        'NOTE:Prefers e-mail\\n\\nMet through your application: Senior Frontend Engine',
        ' er at Brightwave.',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes what would start a property or a component, and leaves out what is not there', () => {
    const card = buildContactCard({
      name: 'Ada; Byron',
      role: 'Lead, Platform\nEND:VCARD',
      notes: null,
      jobTitle: 'Engineer',
    });
    expect(card).toContain('N:Byron;Ada\\;;;;\r\n');
    expect(card).toContain('FN:Ada\\; Byron\r\n');
    expect(card).toContain('TITLE:Lead\\, Platform\\nEND:VCARD\r\n');
    expect(card.match(/^END:VCARD/gm)).toHaveLength(1);
    expect(card).not.toMatch(/^(ORG|EMAIL|TEL|URL)/m);
    expect(card).toContain('NOTE:Met through your application: Engineer.\r\n');
  });

  it('keeps a one-word name whole as the given name', () => {
    expect(buildContactCard({ name: 'Cher', jobTitle: 'Singer' })).toContain('N:;Cher;;;\r\n');
  });
});

describe('contactCardFilename', () => {
  it('slugs the name, with a fallback for a name of symbols', () => {
    expect(contactCardFilename('Zoë O’Brien')).toBe('zoe-o-brien.vcf');
    expect(contactCardFilename('!!!')).toBe('contact.vcf');
  });
});
