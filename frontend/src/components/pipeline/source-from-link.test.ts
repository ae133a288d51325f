import { describe, expect, it } from 'vitest';
import { sourceFromLink } from './source-from-link';

describe('sourceFromLink', () => {
  it('names a job board from its host, with or without www and country labels', () => {
    expect(sourceFromLink('https://www.linkedin.com/jobs/view/4012345678/')).toBe('LinkedIn');
    expect(sourceFromLink('https://uk.indeed.com/viewjob?jk=abc')).toBe('Indeed');
    expect(sourceFromLink('https://www.glassdoor.co.uk/job-listing/x')).toBe('Glassdoor');
    expect(sourceFromLink('http://www.seek.com.au/job/1')).toBe('SEEK');
    expect(sourceFromLink('https://angel.co/company/x/jobs/1')).toBe('Wellfound');
    expect(sourceFromLink('https://WWW.LINKEDIN.COM/jobs/view/1')).toBe('LinkedIn');
  });

  it('reads an applicant tracking system’s page as the company’s own website', () => {
    expect(sourceFromLink('https://boards.greenhouse.io/brightwave/jobs/1')).toBe(
      'Company website',
    );
    expect(sourceFromLink('https://jobs.lever.co/northwind/abc')).toBe('Company website');
    expect(sourceFromLink('https://acme.wd5.myworkdayjobs.com/en-US/careers/job/1')).toBe(
      'Company website',
    );
  });

  it('suggests nothing for other hosts, look-alikes and what is not a web address', () => {
    for (const link of [
      'https://careers.example.com/jobs/1',
      'https://linkedin.example.org/jobs',
      'https://notgreenhouse.io/jobs/1',
      'https://constructor.com/jobs',
      'https://localhost:3000/job',
      'ftp://www.linkedin.com/jobs',
      'javascript:alert(1)',
      'not a link',
      '',
      null,
      undefined,
    ])
      expect(sourceFromLink(link), String(link)).toBeNull();
  });
});
