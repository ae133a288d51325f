import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importTextResume } from './import-text.js';
import { readFixture, readJsonFixture } from './test-fixtures.js';
import { validateResume } from './validate.js';

function work(text: string, format: 'text' | 'markdown' = 'text'): unknown[] {
  return importTextResume(text, { format }).resume.work ?? [];
}

describe('importTextResume: fixtures', () => {
  it('reads the pasted plain-text resume', () => {
    const result = importTextResume(readFixture('pasted-plain.txt'));
    expect(result).toEqual({ resume: readJsonFixture('pasted-plain.expected.json'), warnings: [] });
  });

  it('reads the Markdown resume', () => {
    const result = importTextResume(readFixture('markdown-resume.md'), { format: 'markdown' });
    expect(result).toEqual({
      resume: readJsonFixture('markdown-resume.expected.json'),
      warnings: [],
    });
  });

  it('always gives a resume that validates', () => {
    for (const [file, format] of [
      ['pasted-plain.txt', 'text'],
      ['markdown-resume.md', 'markdown'],
    ] as const) {
      expect(validateResume(importTextResume(readFixture(file), { format }).resume).ok).toBe(true);
    }
  });
});

describe('importTextResume: sections', () => {
  const body = 'Senior Engineer — Acme (2019 – 2021)\n- Built the API\n';

  it.each([
    ['a Markdown heading', `# Jane Doe\n\n## Work Experience\n\n${body}`, 'markdown'],
    ['an underlined heading', `Jane Doe\n\nExperience\n==========\n${body}`, 'text'],
    [
      'a dash-underlined heading',
      `Jane Doe\n\nEmployment History\n------------------\n${body}`,
      'text',
    ],
    ['an ALL-CAPS heading', `Jane Doe\n\nPROFESSIONAL EXPERIENCE\n${body}`, 'text'],
    ['a plain heading with a colon', `Jane Doe\n\nexperience:\n${body}`, 'text'],
    ['a bold heading', `Jane Doe\n\n**Work History**\n${body}`, 'markdown'],
  ] as const)('finds a section opened by %s', (_style, text, format) => {
    expect(work(text, format)).toEqual([
      {
        name: 'Acme',
        position: 'Senior Engineer',
        startDate: '2019',
        endDate: '2021',
        highlights: ['Built the API'],
      },
    ]);
  });

  it.each([
    ['Summary', 'summary'],
    ['About Me', 'summary'],
    ['PROFILE', 'summary'],
    ['Technical Skills', 'skills'],
    ['Licenses & Certifications', 'certificates'],
    ['Honors and Awards', 'awards'],
    ['Volunteer Experience', 'volunteer'],
    ['Selected Publications', 'publications'],
    ['Side Projects', 'projects'],
    ['Education', 'education'],
    ['Languages', 'languages'],
  ])('reads the heading “%s” as the %s section', (heading, key) => {
    const { resume } = importTextResume(`Jane Doe\n\n${heading}\nSomething — Somewhere (2020)\n`);
    if (key === 'summary') expect(resume.basics?.summary).toBe('Something — Somewhere (2020)');
    else expect(Object.keys(resume)).toContain(key);
  });

  it('does not take a job title with a section word for a heading', () => {
    const text =
      'Jane Doe\n\nExperience\nCommunity Manager\nAcme (2019 – 2021)\n- Grew the forum\n';
    expect(work(text)).toEqual([
      {
        name: 'Acme',
        position: 'Community Manager',
        startDate: '2019',
        endDate: '2021',
        highlights: ['Grew the forum'],
      },
    ]);
  });

  it('warns about a section it does not know, and leaves its lines out', () => {
    const result = importTextResume(
      '# Jane Doe\n\n## Experience\n\nEngineer — Acme\n\n## Miscellany\n\nTwo cats\n',
      { format: 'markdown' },
    );
    expect(result.warnings).toEqual([
      'Line 7: the section “Miscellany” is not one the importer knows; its 1 line(s) were left out.',
    ]);
    expect(result.resume.work).toEqual([{ name: 'Acme', position: 'Engineer' }]);
  });

  it('warns when it finds no section at all', () => {
    expect(importTextResume('Jane Doe\nSome text\n').warnings).toContain(
      'No section headings (Experience, Education, Skills, …) were found.',
    );
  });
});

describe('importTextResume: contact details', () => {
  it('reads name, headline, email, phone, place and links', () => {
    const text = [
      'Jane Doe',
      'Staff Platform Engineer',
      'jane.doe@example.com | (415) 555-0132 | San Francisco, CA',
      'LinkedIn: linkedin.com/in/jane-doe · github.com/janedoe · https://janedoe.dev',
      '',
      'Skills',
      'Go',
    ].join('\n');
    expect(importTextResume(text).resume.basics).toEqual({
      name: 'Jane Doe',
      label: 'Staff Platform Engineer',
      email: 'jane.doe@example.com',
      phone: '(415) 555-0132',
      location: { city: 'San Francisco', region: 'CA' },
      url: 'https://janedoe.dev',
      profiles: [
        { network: 'LinkedIn', username: 'jane-doe', url: 'https://linkedin.com/in/jane-doe' },
        { network: 'GitHub', username: 'janedoe', url: 'https://github.com/janedoe' },
      ],
    });
  });

  it('reads contact details written on the name line', () => {
    const { basics } = importTextResume(
      'Jane Doe | jane@example.com | +49 30 1234567\n\nSkills\nGo\n',
    ).resume;
    expect(basics).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+49 30 1234567',
    });
  });

  it('reads a handle written as "GitHub: name"', () => {
    const { basics } = importTextResume(
      'Jane Doe\njane@example.com · GitHub: janedoe\n\nSkills\nGo\n',
    ).resume;
    expect(basics?.profiles).toEqual([
      { network: 'GitHub', username: 'janedoe', url: 'https://github.com/janedoe' },
    ]);
  });

  it('warns about contact text it cannot place', () => {
    const result = importTextResume(
      'Jane Doe\njane@example.com | Available from March | ???\n\nSkills\nGo\n',
    );
    expect(result.warnings).toEqual([
      'Line 2: could not place “Available from March” from the contact details.',
      'Line 2: could not place “???” from the contact details.',
    ]);
  });
});

describe('importTextResume: work entries', () => {
  const head = 'Jane Doe\n\nExperience\n';

  it.each([
    [
      'Senior Engineer — Acme Corp (Jan 2019 – Present)',
      { name: 'Acme Corp', position: 'Senior Engineer', startDate: '2019-01' },
    ],
    [
      'Acme Corp | Senior Engineer | 2019–2023',
      { name: 'Acme Corp', position: 'Senior Engineer', startDate: '2019', endDate: '2023' },
    ],
    ['**Senior Engineer**, Acme', { name: 'Acme', position: 'Senior Engineer' }],
    [
      'Senior Engineer at Acme Corp, Berlin, Germany',
      { name: 'Acme Corp', position: 'Senior Engineer', location: 'Berlin, Germany' },
    ],
    [
      'Senior Software Engineer, Analytical Engines Ltd — London',
      { name: 'Analytical Engines Ltd', position: 'Senior Software Engineer', location: 'London' },
    ],
    [
      'Software Engineer, Difference Co — Manchester',
      { name: 'Difference Co', position: 'Software Engineer', location: 'Manchester' },
    ],
    ['VP, Engineering — Acme', { name: 'Acme', position: 'VP, Engineering' }],
    [
      'Acme Corp (Remote) — Lead Developer — 03/2018 - 12/2020',
      {
        name: 'Acme Corp',
        position: 'Lead Developer',
        location: 'Remote',
        startDate: '2018-03',
        endDate: '2020-12',
      },
    ],
    [
      'Acme Corp          Sep 2016 – Aug 2018',
      { name: 'Acme Corp', startDate: '2016-09', endDate: '2018-08' },
    ],
  ])('reads the heading %s', (heading, expected) => {
    expect(work(`${head}${heading}\n- Did a thing\n`)).toEqual([
      { ...expected, highlights: ['Did a thing'] },
    ]);
  });

  it('reads a heading over two lines, a summary and every bullet style', () => {
    const text = `${head}Senior Engineer\nAcme Corp, 2019 – 2021\nOwned the billing platform.\n- dash\n* star\n• dot\n– en dash\n1. numbered\n2) numbered too\n`;
    expect(work(text)).toEqual([
      {
        name: 'Acme Corp',
        position: 'Senior Engineer',
        startDate: '2019',
        endDate: '2021',
        summary: 'Owned the billing platform.',
        highlights: ['dash', 'star', 'dot', 'en dash', 'numbered', 'numbered too'],
      },
    ]);
  });

  it('joins wrapped bullet lines, indented or starting in lower case, and hyphen breaks', () => {
    const text = `${head}Engineer — Acme (2019)\n• Cut latency by half by moving the hot\n  path to Go\n• Built the exactly-\nonce pipeline\n• Led the team\n`;
    expect(work(text)).toEqual([
      {
        name: 'Acme',
        position: 'Engineer',
        startDate: '2019',
        highlights: [
          'Cut latency by half by moving the hot path to Go',
          'Built the exactly-once pipeline',
          'Led the team',
        ],
      },
    ]);
  });

  it('starts a new entry at a heading line after bullets, with or without a blank line', () => {
    const text = `${head}Engineer — Acme (2019 – 2020)\n- One\nDeveloper — Globex (2017 – 2019)\n- Two\n\nIntern, Initech\n2016\n- Three\n`;
    expect(work(text).map((entry) => (entry as { name: string }).name)).toEqual([
      'Acme',
      'Globex',
      'Initech',
    ]);
  });

  it('reads Markdown entries: ### headings, italic date lines, lazy continuation lines', () => {
    const text =
      '# Jane\n\n## Experience\n\n### Staff Engineer — Acme\n\n*Jan 2020 – Present · Berlin, Germany*\n\n- Built the [platform](https://example.com)\n  with `Go`\n- Wrote *the* RFC process\n';
    expect(work(text, 'markdown')).toEqual([
      {
        name: 'Acme',
        position: 'Staff Engineer',
        location: 'Berlin, Germany',
        startDate: '2020-01',
        highlights: ['Built the platform with Go', 'Wrote the RFC process'],
      },
    ]);
  });

  it('keeps escaped Markdown characters as text', () => {
    const text =
      '# Jane\n\n## Experience\n\n### Engineer — Acme\n\n- Wrote \\*nix tools in snake_case and C\\+\\+\n';
    expect(work(text, 'markdown')).toEqual([
      {
        name: 'Acme',
        position: 'Engineer',
        highlights: ['Wrote *nix tools in snake_case and C++'],
      },
    ]);
  });

  it('warns about bullets that have no entry heading', () => {
    const result = importTextResume(`${head}- Orphan bullet\n`);
    expect(result.warnings).toEqual([
      'Line 4: bullets without a heading were kept in a work entry with no name.',
    ]);
    expect(result.resume.work).toEqual([{ highlights: ['Orphan bullet'] }]);
  });
});

describe('importTextResume: other sections', () => {
  it('reads skills lines with labels, levels, groups and wrapped lists', () => {
    const text = [
      'Jane Doe',
      '',
      'Technical Skills',
      'Languages: TypeScript, Go, SQL',
      '- Cloud (Advanced): AWS; GCP',
      'Data: PostgreSQL, Kafka,',
      'Redis',
      'Kubernetes, Terraform (modules, testing)',
    ].join('\n');
    expect(importTextResume(text).resume.skills).toEqual([
      { name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] },
      { name: 'Cloud', level: 'Advanced', keywords: ['AWS', 'GCP'] },
      { name: 'Data', keywords: ['PostgreSQL', 'Kafka', 'Redis'] },
      { name: 'Kubernetes' },
      { name: 'Terraform (modules, testing)' },
    ]);
  });

  it('reads skill groups written as Markdown sub-headings', () => {
    const text = '# Jane\n\n## Skills\n\n### Languages\n\n- Go\n- Rust\n';
    expect(importTextResume(text, { format: 'markdown' }).resume.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust'] },
    ]);
  });

  it('reads education entries: degree and area, school, dates, grade and courses', () => {
    const text = [
      'Jane Doe',
      '',
      'EDUCATION',
      'Technical University of Munich — M.Sc. Informatics (2014 – 2016)',
      'GPA: 1.3',
      'Relevant coursework: Databases, Distributed Systems',
      '',
      'Bachelor of Science in Physics, University of Vienna, 2014',
    ].join('\n');
    expect(importTextResume(text).resume.education).toEqual([
      {
        institution: 'Technical University of Munich',
        studyType: 'M.Sc.',
        area: 'Informatics',
        startDate: '2014',
        endDate: '2016',
        score: '1.3',
        courses: ['Databases', 'Distributed Systems'],
      },
      {
        institution: 'University of Vienna',
        studyType: 'Bachelor of Science',
        area: 'Physics',
        endDate: '2014',
      },
    ]);
  });

  it('reads certificates, awards and languages written as lists', () => {
    const text = [
      'Jane Doe',
      '',
      'Certifications',
      '- AWS Certified Developer – Associate — Amazon Web Services (2021)',
      '- CKA, 2020',
      '',
      'Awards',
      '• Best Paper — NeurIPS Workshop, Dec 2019',
      '',
      'Languages',
      'English (native), German — fluent, French: basic',
    ].join('\n');
    const { resume } = importTextResume(text);
    expect(resume.certificates).toEqual([
      { name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services', date: '2021' },
      { name: 'CKA', date: '2020' },
    ]);
    expect(resume.awards).toEqual([
      { title: 'Best Paper', awarder: 'NeurIPS Workshop', date: '2019-12' },
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'German', fluency: 'fluent' },
      { language: 'French', fluency: 'basic' },
    ]);
  });

  it('reads projects: name, description, link, keywords and highlights', () => {
    const text =
      '# Jane\n\n## Projects\n\n### kafka-lens\n\n*2021 · https://github.com/jane/kafka-lens*\n\nA topic browser for Kafka.\n\nTech stack: Go, React\n\n- 500 stars\n';
    expect(importTextResume(text, { format: 'markdown' }).resume.projects).toEqual([
      {
        name: 'kafka-lens',
        description: 'A topic browser for Kafka.',
        url: 'https://github.com/jane/kafka-lens',
        startDate: '2021',
        highlights: ['500 stars'],
        keywords: ['Go', 'React'],
      },
    ]);
  });

  it('takes a paragraph above the first section as the summary when there is no summary section', () => {
    const text =
      'Jane Doe\nEngineer who builds payment systems that stay up when the traffic does not stay down.\n\nSkills\nGo\n';
    expect(importTextResume(text).resume.basics).toEqual({
      name: 'Jane Doe',
      summary:
        'Engineer who builds payment systems that stay up when the traffic does not stay down.',
    });
  });
});

describe('importTextResume: properties', () => {
  const resumeLike = fc.array(
    fc.oneof(
      fc.constantFrom(
        'Experience',
        'SKILLS',
        '## Education',
        'Projects',
        '',
        '---',
        '# Jane',
        'Awards:',
        'Languages',
      ),
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 40 }).map((text) => `- ${text}`),
      fc.string({ maxLength: 30 }).map((text) => `${text} — Acme (Jan 2019 – Present)`),
      fc.string({ maxLength: 30 }).map((text) => `Languages: ${text}, Go`),
      fc
        .string({ maxLength: 30 })
        .map((text) => `${text} | ${text}@example.com | https://${text}.dev`),
    ),
    { maxLength: 30 },
  );

  it('never throws and always gives a resume that validates, whatever it is given', () => {
    fc.assert(
      fc.property(
        resumeLike,
        fc.constantFrom('text' as const, 'markdown' as const),
        (lines, format) => {
          const { resume } = importTextResume(lines.join('\n'), { format });
          expect(validateResume(resume).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
