import { describe, expect, it } from 'vitest';
import { importTextResume } from '../resume/import-text.js';
import type { JsonResume } from '../resume/types.js';
import { exportMarkdown } from './export-markdown.js';

const resume: JsonResume = {
  basics: {
    name: 'Jane Doe',
    label: 'Platform Engineer',
    email: 'jane@example.com',
    location: { city: 'Berlin', countryCode: 'DE' },
    profiles: [{ network: 'GitHub', username: 'jane', url: 'https://github.com/jane' }],
    summary: 'First paragraph.\n\nSecond paragraph.',
  },
  work: [
    {
      name: 'Acme',
      position: 'Staff Engineer',
      location: 'Berlin, Germany',
      startDate: '2020-01',
      summary: 'Led the platform team.',
      highlights: [
        'Cut p99 latency by 40%',
        '#1 in the *internal* hackathon, using C++ and snake_case_names',
      ],
    },
  ],
  skills: [
    { name: 'Languages', level: 'Expert', keywords: ['Go', 'TypeScript'] },
    { name: 'Mentoring' },
  ],
  education: [
    {
      institution: 'TU Berlin',
      studyType: 'M.Sc.',
      area: 'Informatics',
      endDate: '2014',
      courses: ['Databases'],
    },
  ],
  languages: [{ language: 'German', fluency: 'Native' }],
};

describe('exportMarkdown', () => {
  it('writes headings, an italic date line per entry and bullets', () => {
    expect(exportMarkdown(resume)).toBe(
      [
        '# Jane Doe',
        '',
        'Platform Engineer',
        '',
        'jane@example.com · Berlin, DE · https://github.com/jane',
        '',
        '## Summary',
        '',
        'First paragraph.',
        '',
        'Second paragraph.',
        '',
        '## Experience',
        '',
        '### Staff Engineer — Acme',
        '',
        '*Jan 2020 – Present · Berlin, Germany*',
        '',
        'Led the platform team.',
        '',
        '- Cut p99 latency by 40%',
        '- #1 in the \\*internal\\* hackathon, using C++ and snake_case_names',
        '',
        '## Skills',
        '',
        '- **Languages (Expert):** Go, TypeScript',
        '- Mentoring',
        '',
        '## Education',
        '',
        '### M.Sc. in Informatics — TU Berlin',
        '',
        '*2014*',
        '',
        '- Databases',
        '',
        '## Languages',
        '',
        '- German (Native)',
        '',
      ].join('\n'),
    );
  });

  it('reads back into the same resume', () => {
    const { resume: back, warnings } = importTextResume(exportMarkdown(resume), {
      format: 'markdown',
    });
    expect(warnings).toEqual([]);
    expect(back).toEqual(resume);
  });

  it('writes an empty resume as an empty document', () => {
    expect(exportMarkdown({})).toBe('\n');
  });
});
