import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.js';
import { parsePosting } from './parse-posting.js';
import type { JobPosting } from './types.js';

const must = (posting: JobPosting): string[] => posting.mustHave.map((term) => term.name);
const nice = (posting: JobPosting): string[] => posting.niceToHave.map((term) => term.name);

describe('detectFormat', () => {
  it('recognises HTML, Markdown and plain text', () => {
    expect(detectFormat('<p>Hello</p>')).toBe('html');
    expect(detectFormat('<!DOCTYPE html><html></html>')).toBe('html');
    expect(detectFormat('# Title\n\n- item')).toBe('markdown');
    expect(detectFormat('Some **bold** text')).toBe('markdown');
    expect(detectFormat('Title\n- item\n- C++ < 2 years')).toBe('text');
  });
});

describe('sections', () => {
  const text = [
    'Backend Engineer',
    'Acme Corp · Berlin, Germany',
    '',
    'About us',
    'We build Kubernetes tooling with Rust.',
    '',
    'Responsibilities',
    '- Build services in Go on AWS',
    '',
    'Requirements',
    '- 3+ years with Python',
    '- Experience with PostgreSQL; Redis is a plus',
    '- Docker, ideally Kubernetes',
    '',
    'Nice to have',
    '- Terraform',
    '- Python scripting',
    '',
    'Benefits',
    '- A Datadog subscription for your side projects',
  ].join('\n');
  const posting = parsePosting(text);

  it('takes must-haves from requirements only', () => {
    expect(must(posting)).toEqual(['Python', 'PostgreSQL', 'Docker']);
  });

  it('takes nice-to-haves from preference wording, nice-to-have and responsibility sections', () => {
    // In order of first mention: Kubernetes is first named in the (ignored) About section.
    expect(nice(posting)).toEqual(['Kubernetes', 'Go', 'AWS', 'Redis', 'Terraform']);
  });

  it('ignores skills in about and benefits sections', () => {
    expect([...must(posting), ...nice(posting)]).not.toContain('Rust');
    expect([...must(posting), ...nice(posting)]).not.toContain('Datadog');
  });

  it('keeps a skill in both lists as a must-have only', () => {
    expect(must(posting)).toContain('Python');
    expect(nice(posting)).not.toContain('Python');
  });

  it('collects the responsibilities', () => {
    expect(posting.responsibilities).toEqual(['Build services in Go on AWS']);
  });

  it('reads the header', () => {
    expect(posting).toMatchObject({
      title: 'Backend Engineer',
      company: 'Acme Corp',
      location: 'Berlin, Germany',
      yearsExperience: 3,
    });
  });

  it('reports mentions as offsets into the posting text', () => {
    for (const term of [...posting.mustHave, ...posting.niceToHave]) {
      for (const mention of term.mentions) {
        expect(posting.text.slice(mention.start, mention.end)).toBe(mention.text);
      }
    }
  });
});

describe('postings without a requirements section', () => {
  it('count skills outside about and benefits as must-haves, and honour preference wording', () => {
    const posting = parsePosting(
      [
        'Platform Engineer',
        'You will write Go and run Kubernetes. Experience with Terraform is a plus.',
        'About us',
        'We love Rust.',
      ].join('\n'),
    );
    expect(must(posting)).toEqual(['Go', 'Kubernetes']);
    expect(nice(posting)).toEqual(['Terraform']);
  });

  it('count the title as a requirement', () => {
    expect(must(parsePosting('Senior Java Developer\n\nRequirements\n- SQL'))).toEqual([
      'Java',
      'SQL',
    ]);
  });

  it('read inline section labels', () => {
    const posting = parsePosting(
      'Data Analyst\nRequirements: SQL and Tableau\nNice to have: Python',
    );
    expect(must(posting)).toEqual(['SQL', 'Tableau']);
    expect(nice(posting)).toEqual(['Python']);
  });
});

describe('pasted job-board text', () => {
  const posting = parsePosting(
    [
      '🚀 Senior Data Scientist (m/f/d) - Remote',
      "👋 About us: We're Zeta, a health startup built on Python and GCP.",
      "🛠 What you'll do:",
      '• Build models with PyTorch',
      '✅ What you bring:',
      '• 4+ years with Python and SQL',
      '• Knowledge of Docker is helpful',
      '💎 Benefits: Spark Hire vouchers and Go karting days',
    ].join('\n'),
  );

  it('cleans the title and reads the header', () => {
    expect(posting).toMatchObject({
      title: 'Senior Data Scientist',
      company: 'Zeta',
      location: 'Remote',
      seniority: 'senior',
      yearsExperience: 4,
    });
  });

  it('reads emoji headings and one-line sections', () => {
    expect(must(posting)).toEqual(['Python', 'SQL']);
    expect(nice(posting)).toEqual(['PyTorch', 'Docker']);
  });
});

describe('Markdown', () => {
  const posting = parsePosting(
    [
      '# Frontend Engineer at Brightly',
      '',
      "## What you'll need",
      '* **React** and [TypeScript](https://www.typescriptlang.org/)',
      '1. `CSS` skills',
      '',
      '**Bonus**',
      '- Storybook',
    ].join('\n'),
  );

  it('removes the markup and keeps the structure', () => {
    expect(posting.text).toBe(
      "Frontend Engineer at Brightly\n\nWhat you'll need\n- React and TypeScript\n- CSS skills\n\nBonus\n- Storybook",
    );
    expect(must(posting)).toEqual(['React', 'TypeScript', 'CSS']);
    expect(nice(posting)).toEqual(['Storybook']);
  });

  it('splits "Title at Company"', () => {
    expect(posting.title).toBe('Frontend Engineer');
    expect(posting.company).toBe('Brightly');
  });
});

describe('HTML', () => {
  it('turns list items into bullets and headings into lines', () => {
    const posting = parsePosting(
      '<h1>QA Engineer</h1><div><p><b>Requirements</b></p><ul><li>Selenium &amp; <em>Cypress</em></li><li><p>JMeter</p></li></ul></div><footer>We use Google Analytics</footer>',
    );
    expect(posting.text).toBe('QA Engineer\n\nRequirements\n- Selenium & Cypress\n- JMeter');
    expect(must(posting)).toEqual(['Quality Assurance', 'Selenium', 'Cypress', 'Apache JMeter']);
  });

  it('reads JSON-LD in an @graph', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Not this one' },
        {
          '@type': 'JobPosting',
          title: 'Data Engineer',
          hiringOrganization: { '@type': 'Organization', name: 'Streamline' },
          jobLocationType: 'TELECOMMUTE',
          description: '<h2>Requirements</h2><ul><li>Apache Spark and dbt</li></ul>',
          experienceRequirements: { monthsOfExperience: 24 },
          educationRequirements: { credentialCategory: 'bachelor degree' },
        },
      ],
    })}</script><div id="root"></div>`;
    const posting = parsePosting(html);
    expect(posting).toMatchObject({
      title: 'Data Engineer',
      company: 'Streamline',
      location: 'Remote',
      yearsExperience: 2,
      degree: 'bachelor',
    });
    expect(must(posting)).toEqual(['Apache Spark', 'dbt']);
  });

  it('reads JSON-LD in an array, with @type as an array, escaped HTML and extra fields', () => {
    const html = `<script type="application/ld+json">${JSON.stringify([
      { '@type': 'WebSite', name: 'Careers' },
      {
        '@type': ['JobPosting', 'Thing'],
        title: 'Security Engineer',
        hiringOrganization: 'Fernhill',
        description: '&lt;p&gt;We protect a bank.&lt;/p&gt;',
        skills: ['Burp Suite', 'OWASP'],
        qualifications: '3+ years in application security',
      },
    ])}</script><script type="application/ld+json">{ not json </script>`;
    const posting = parsePosting(html);
    expect(posting.title).toBe('Security Engineer');
    expect(posting.company).toBe('Fernhill');
    expect(posting.yearsExperience).toBe(3);
    expect(posting.text).toContain('We protect a bank.');
    expect(must(posting)).toEqual(['Application Security', 'Burp Suite', 'OWASP']);
  });

  it('prefers the visible page when it carries the posting', () => {
    const html = `<script type="application/ld+json">{"@type":"JobPosting","title":"Go Developer","description":"Short."}</script>
      <h1>Go Developer</h1><h2>Requirements</h2><ul><li>gRPC and Go</li></ul>`;
    const posting = parsePosting(html);
    expect(posting.text).toBe('Go Developer\n\nRequirements\n- gRPC and Go');
    expect(must(posting)).toEqual(['Go', 'gRPC']);
  });

  it('honours an explicit format', () => {
    const posting = parsePosting('<b>Requirements</b>: Go', { format: 'text' });
    expect(posting.text).toBe('<b>Requirements</b>: Go');
  });
});

describe('any input', () => {
  const fragment = fc.constantFrom(
    '<h2>Requirements</h2>',
    '<ul><li>',
    '</li>',
    '<p>',
    '## Nice to have',
    '- Go',
    '* k8s',
    'C#',
    'Requirements:',
    '5+ years',
    "Bachelor's degree",
    'is a plus',
    'ideally',
    '(',
    ')',
    '\n',
    '\r\n',
    ' ',
    'Python',
    'About us',
    '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
  );
  const input = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 10 })), { maxLength: 60 })
      .map((parts) => parts.join('')),
  );

  it('parses without throwing, with mentions inside the text', () => {
    fc.assert(
      fc.property(input, (text) => {
        const posting = parsePosting(text);
        for (const term of [...posting.mustHave, ...posting.niceToHave]) {
          for (const mention of term.mentions) {
            expect(posting.text.slice(mention.start, mention.end)).toBe(mention.text);
          }
        }
        expect(parsePosting(text)).toEqual(posting);
      }),
      { numRuns: 300 },
    );
  });

  it('handles an empty posting', () => {
    expect(parsePosting('')).toMatchObject({ title: null, mustHave: [], niceToHave: [], text: '' });
  });
});

describe('pay', () => {
  it('reads the pay a posting states, under a compensation heading too', () => {
    const posting = parsePosting(
      [
        'Backend Engineer',
        'Requirements',
        '- Go',
        'Compensation',
        '- $140K – $165K plus equity',
        'Perks',
        '- A $1,500 learning budget',
      ].join('\n'),
    );
    expect(posting.pay).toEqual({ currency: 'USD', min: 140_000, max: 165_000, period: null });
  });

  it('prefers schema.org baseSalary to the text', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: '<p>Requirements</p><ul><li>Python</li></ul><p>Salary: €50k</p>',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 70000, unitText: 'YEAR' },
      },
    })}</script>`;
    expect(parsePosting(html).pay).toEqual({
      currency: 'EUR',
      min: 60_000,
      max: 70_000,
      period: 'year',
    });
  });

  it('is null when the posting states none', () => {
    expect(parsePosting('Backend Engineer\nRequirements\n- Go\nCompetitive salary').pay).toBeNull();
  });
});
