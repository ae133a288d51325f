/** Small builders for tests: postings from skill names, resumes from bullets. */
import type { JobPosting } from '../job/types.js';
import { getLexicon } from '../terms/index.js';
import type { ExtractedTerm } from '../terms/types.js';
import type { JsonResume } from '../resume/types.js';

export function term(name: string): ExtractedTerm {
  const skill = getLexicon().findSkill(name);
  if (!skill) throw new Error(`not in the lexicon: ${name}`);
  return { skillId: skill.id, name: skill.name, category: skill.category, mentions: [] };
}

export function posting(
  overrides: Partial<JobPosting> & { must?: string[]; nice?: string[] } = {},
): JobPosting {
  const { must = [], nice = [], ...rest } = overrides;
  return {
    title: 'Backend Engineer',
    company: 'Globex',
    location: null,
    seniority: null,
    yearsExperience: null,
    degree: null,
    mustHave: must.map(term),
    niceToHave: nice.map(term),
    pay: null,
    responsibilities: [],
    text: '',
    ...rest,
  };
}

export interface WorkSpec {
  company: string;
  position: string;
  start: string;
  end?: string;
  highlights: string[];
}

export function resumeOf(
  work: WorkSpec[],
  skills: Record<string, string[]> = {},
  extra: Partial<JsonResume> = {},
): JsonResume {
  return {
    basics: { name: 'Ada Example', label: 'Software Engineer', email: 'ada@example.com' },
    work: work.map((entry) => ({
      name: entry.company,
      position: entry.position,
      startDate: entry.start,
      ...(entry.end ? { endDate: entry.end } : {}),
      highlights: entry.highlights,
    })),
    skills: Object.entries(skills).map(([name, keywords]) => ({ name, keywords })),
    ...extra,
  };
}
