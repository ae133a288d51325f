import { describe, expect, it } from 'vitest';
import { parsePosting } from './parse-posting.js';
import { findJobPostingInPage, jsonLdDocumentOf } from './page-posting.js';

const page = `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Northwind' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Lisbon', addressCountry: 'PT' } },
  description:
    '<p>Run our platform.</p><h3>Requirements</h3><ul><li>Kubernetes</li><li>Go</li></ul><h3>Nice to have</h3><ul><li>Terraform</li></ul><p>Say </script> twice</p>',
}).replace(
  /</g,
  '\\u003c',
)}</script></head><body><nav>Sign in</nav><div id="app"></div></body></html>`;

describe('findJobPostingInPage', () => {
  it('finds the JobPosting and reads its fields', () => {
    const found = findJobPostingInPage(page);
    expect(found?.fields.title).toBe('Platform Engineer');
    expect(found?.fields.company).toBe('Northwind');
    expect(found?.fields.location).toContain('Lisbon');
  });

  it('answers null for a page without one', () => {
    expect(findJobPostingInPage('<html><body><h1>Jobs</h1></body></html>')).toBeNull();
  });
});

describe('jsonLdDocumentOf', () => {
  it('keeps what the engine reads, without the page around it', () => {
    const found = findJobPostingInPage(page);
    if (!found) throw new Error('no posting');
    const document = jsonLdDocumentOf(found.node);
    expect(document).not.toContain('Sign in');
    expect(document.match(/<\/script>/g)).toHaveLength(1);
    const posting = parsePosting(document);
    expect(posting.title).toBe('Platform Engineer');
    expect(posting.mustHave.map((term) => term.name)).toEqual(
      expect.arrayContaining(['Kubernetes', 'Go']),
    );
    expect(posting.niceToHave.map((term) => term.name)).toContain('Terraform');
    expect(posting.text).toContain('Run our platform.');
  });
});
