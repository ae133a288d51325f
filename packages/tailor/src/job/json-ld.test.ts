import { describe, expect, it } from 'vitest';
import { findJobPosting, readJobPosting } from './json-ld.js';

const posting = { '@type': 'JobPosting', title: 'Data Engineer' };

describe('findJobPosting', () => {
  it('finds a top-level JobPosting', () => {
    expect(findJobPosting([posting])).toBe(posting);
  });

  it('finds one in an array of objects', () => {
    expect(findJobPosting([[{ '@type': 'BreadcrumbList' }, posting]])).toBe(posting);
  });

  it('finds one in an @graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization' }, posting],
    };
    expect(findJobPosting([graph])).toBe(posting);
  });

  it('finds one nested in a page', () => {
    expect(findJobPosting([{ '@type': 'WebPage', mainEntity: posting }])).toBe(posting);
  });

  it('accepts @type as an array and with a vocabulary prefix', () => {
    const typed = { '@type': ['Thing', 'JobPosting'] };
    const prefixed = { '@type': 'https://schema.org/JobPosting' };
    expect(findJobPosting([typed])).toBe(typed);
    expect(findJobPosting([{ '@type': 'schema:JobPosting' }])).toEqual({
      '@type': 'schema:JobPosting',
    });
    expect(findJobPosting([prefixed])).toBe(prefixed);
  });

  it('returns null when there is none', () => {
    expect(findJobPosting([{ '@type': 'Organization' }, 'text', null])).toBeNull();
  });
});

describe('readJobPosting', () => {
  it('reads the organisation as a string, an object or a list', () => {
    expect(readJobPosting({ hiringOrganization: 'Acme' }).company).toBe('Acme');
    expect(readJobPosting({ hiringOrganization: { name: 'Acme' } }).company).toBe('Acme');
    expect(readJobPosting({ hiringOrganization: [{ name: 'Acme' }] }).company).toBe('Acme');
  });

  it('formats the location from a postal address', () => {
    const place = {
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Berlin', addressRegion: 'BE', addressCountry: { name: 'DE' } },
      },
    };
    expect(readJobPosting(place).location).toBe('Berlin, BE, DE');
    expect(
      readJobPosting({ jobLocation: [{ address: 'Glasgow' }, { address: 'Leeds' }] }).location,
    ).toBe('Glasgow; Leeds');
  });

  it('reads TELECOMMUTE as Remote', () => {
    expect(readJobPosting({ jobLocationType: 'TELECOMMUTE' }).location).toBe('Remote');
    expect(
      readJobPosting({ jobLocationType: ['TELECOMMUTE'], jobLocation: { address: 'Oslo' } })
        .location,
    ).toBe('Remote (Oslo)');
  });

  it('reads experience in months and as text', () => {
    const read = readJobPosting({
      experienceRequirements: [
        { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: '24' },
        'Three years with Go',
      ],
    });
    expect(read.monthsOfExperience).toBe(24);
    expect(read.experience).toEqual(['Three years with Go']);
  });

  it('reads the lowest credential category', () => {
    const read = readJobPosting({
      educationRequirements: [
        { credentialCategory: 'postgraduate degree' },
        { credentialCategory: 'bachelor degree' },
      ],
    });
    expect(read.degree).toBe('bachelor');
    expect(readJobPosting({ educationRequirements: 'High school diploma' }).degree).toBeNull();
  });

  it('reads skills given as strings or DefinedTerms', () => {
    expect(
      readJobPosting({ skills: ['Go', { '@type': 'DefinedTerm', name: 'gRPC' }] }).skills,
    ).toEqual(['Go', 'gRPC']);
  });

  it('reads validThrough as the day the posting writes, and only a real day', () => {
    const day = (validThrough: unknown) =>
      readJobPosting({ '@type': 'JobPosting', validThrough }).validThrough;
    expect(day('2026-12-31')).toBe('2026-12-31');
    expect(day('2026-12-31T23:59:59+09:00')).toBe('2026-12-31');
    expect(day(' 2026-01-05T00:00 ')).toBe('2026-01-05');
    expect(day(['2027-02-01', '2027-03-01'])).toBe('2027-02-01');
    for (const wrong of ['2026-02-30', '2026-13-01', '31/12/2026', 'soon', '', 20261231, null])
      expect(day(wrong), String(wrong)).toBeNull();
    expect(readJobPosting({ '@type': 'JobPosting' }).validThrough).toBeNull();
  });
});
