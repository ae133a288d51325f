/**
 * The match score: 0–100 from named components, each skill counted once, every matched skill
 * with its evidence and every missing one listed. Deterministic: no clock, no randomness, and
 * the order of everything follows the posting and the resume.
 */
import type { JobPosting } from '../job/types.js';
import type { ExtractedTerm, SkillCategory } from '../terms/types.js';
import { DEGREE_RANK } from './experience.js';
import type { PreparedResume } from './prepare-resume.js';
import {
  type Band,
  type ComponentKey,
  MATCH_ALGORITHM_VERSION,
  type MatchedTerm,
  type MatchResult,
  type MissingTerm,
  type Requirement,
  type ScoreCap,
  type ScoreComponent,
} from './types.js';
import { significantWords, wordSet } from './words.js';

/** Base weights; a component the posting gives nothing for is dropped and the rest rescaled. */
export const COMPONENT_WEIGHTS: Readonly<Record<ComponentKey, number>> = {
  requiredSkills: 45,
  preferredSkills: 15,
  responsibilities: 20,
  title: 10,
  qualifications: 10,
};

const COMPONENT_LABELS: Readonly<Record<ComponentKey, string>> = {
  requiredSkills: 'Required skills',
  preferredSkills: 'Preferred skills',
  responsibilities: 'Responsibilities',
  title: 'Job title',
  qualifications: 'Experience and degree',
};

export const BANDS: readonly { band: Band; min: number; label: string }[] = [
  { band: 'strong', min: 80, label: 'Strong match' },
  { band: 'good', min: 60, label: 'Good match' },
  { band: 'fair', min: 40, label: 'Fair match' },
  { band: 'weak', min: 0, label: 'Weak match' },
];

/**
 * A missing must-have caps the score: one keeps it below "strong", each further one lowers the
 * cap by five points, down to 50. Soft skills ("communication") lower the required-skills
 * component like any skill but do not cap: a resume rarely names them, and they are judged in
 * the interview, not from the page.
 */
export function missingMustHaveCap(missing: number): number | null {
  return missing === 0 ? null : Math.max(50, 84 - 5 * missing);
}

const UNCAPPED_CATEGORIES: ReadonlySet<SkillCategory> = new Set(['soft']);

export function bandOf(score: number): Band {
  return (BANDS.find((entry) => score >= entry.min) ?? { band: 'weak' as const }).band;
}

/** Words of a title that say how senior, not what the job is. */
const SENIORITY_WORDS = new Set(
  'intern junior jr mid senior sr staff lead principal head ii iii iv'.split(' '),
);

interface Partial {
  key: ComponentKey;
  value: number;
  detail: string;
}

function names(terms: readonly { name: string }[], limit = 6): string {
  const shown = terms.slice(0, limit).map((term) => term.name);
  const rest = terms.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
}

function skillComponent(
  key: ComponentKey,
  terms: readonly ExtractedTerm[],
  matched: readonly MatchedTerm[],
  missing: readonly MissingTerm[],
): Partial | null {
  if (terms.length === 0) return null;
  const found = matched.length;
  const what = key === 'requiredSkills' ? 'required' : 'preferred';
  const shown = found > 0 ? `: ${names(matched)}` : '';
  const lacking = missing.length > 0 ? `; missing ${names(missing)}` : '';
  return {
    key,
    value: found / terms.length,
    detail: `${found} of ${terms.length} ${what} skills shown${shown}${lacking}.`,
  };
}

/**
 * The words of each responsibility the responsibilities component compares: skill words are
 * left out (a skill counts once, in the skill components), and a line left with fewer than two
 * words is not compared at all.
 */
export function responsibilityWords(job: JobPosting): string[][] {
  const skillWords = new Set(
    job.mustHave.concat(job.niceToHave).flatMap((term) => significantWords(term.name)),
  );
  return job.responsibilities
    .map((line) => [...wordSet(line)].filter((word) => !skillWords.has(word)))
    .filter((words) => words.length >= 2);
}

/** How much of each responsibility's wording the resume covers, skills left out (scored above). */
function responsibilitiesComponent(job: JobPosting, resume: PreparedResume): Partial | null {
  const coverages = responsibilityWords(job).map(
    (words) => words.filter((word) => resume.words.has(word)).length / words.length,
  );
  if (coverages.length === 0) return null;
  const value = coverages.reduce((sum, coverage) => sum + coverage, 0) / coverages.length;
  return {
    key: 'responsibilities',
    value,
    detail: `The resume's wording covers ${Math.round(value * 100)}% of ${coverages.length} responsibilities.`,
  };
}

function titleComponent(job: JobPosting, resume: PreparedResume): Partial | null {
  if (job.title === null) return null;
  const wanted = [...wordSet(job.title)].filter((word) => !SENIORITY_WORDS.has(word));
  if (wanted.length === 0) return null;
  let best = 0;
  for (const title of resume.titles) {
    const overlap = wanted.filter((word) => title.has(word)).length / wanted.length;
    best = Math.max(best, overlap);
  }
  return {
    key: 'title',
    value: best,
    detail:
      best === 1
        ? `A past title matches “${job.title}”.`
        : best > 0
          ? `Past titles share ${Math.round(best * 100)}% of the words of “${job.title}”.`
          : `No past title resembles “${job.title}”.`,
  };
}

function qualificationsComponent(job: JobPosting, resume: PreparedResume): Partial | null {
  const parts: number[] = [];
  const details: string[] = [];
  if (job.yearsExperience !== null && job.yearsExperience > 0) {
    parts.push(Math.min(1, resume.years / job.yearsExperience));
    details.push(`${resume.years} years; ${job.yearsExperience}+ asked`);
  }
  if (job.degree !== null) {
    const has = resume.degree === null ? 0 : DEGREE_RANK[resume.degree];
    const wanted = DEGREE_RANK[job.degree];
    parts.push(has >= wanted ? 1 : has > 0 ? 0.5 : 0);
    details.push(
      has >= wanted
        ? `degree: ${resume.degree ?? ''} meets ${job.degree}`
        : `degree: ${job.degree} asked, ${resume.degree ?? 'none'} shown`,
    );
  }
  if (parts.length === 0) return null;
  const value = parts.reduce((sum, part) => sum + part, 0) / parts.length;
  return { key: 'qualifications', value, detail: `${details.join('; ')}.` };
}

function matchTerms(
  terms: readonly ExtractedTerm[],
  requirement: Requirement,
  resume: PreparedResume,
  master: PreparedResume | undefined,
): { matched: MatchedTerm[]; missing: MissingTerm[] } {
  const matched: MatchedTerm[] = [];
  const missing: MissingTerm[] = [];
  for (const term of terms) {
    const evidence = resume.evidence.get(term.skillId);
    if (evidence && evidence.length > 0)
      matched.push({
        skillId: term.skillId,
        name: term.name,
        category: term.category,
        requirement,
        evidence: [...evidence],
      });
    else
      missing.push({
        skillId: term.skillId,
        name: term.name,
        category: term.category,
        requirement,
        inMaster: master?.evidence.has(term.skillId) ?? false,
      });
  }
  return { matched, missing };
}

export interface ScoreOptions {
  /** The master resume, when `resume` is a tailored one: missing skills say if the master has them. */
  master?: PreparedResume;
}

export function scoreMatch(
  resume: PreparedResume,
  job: JobPosting,
  options: ScoreOptions = {},
): MatchResult {
  const mustIds = new Set(job.mustHave.map((term) => term.skillId));
  // Each skill counts once: a skill the posting both requires and prefers is required.
  const niceToHave = job.niceToHave.filter((term) => !mustIds.has(term.skillId));
  const must = matchTerms(job.mustHave, 'must', resume, options.master);
  const nice = matchTerms(niceToHave, 'nice', resume, options.master);

  const partials = [
    skillComponent('requiredSkills', job.mustHave, must.matched, must.missing),
    skillComponent('preferredSkills', niceToHave, nice.matched, nice.missing),
    responsibilitiesComponent(job, resume),
    titleComponent(job, resume),
    qualificationsComponent(job, resume),
  ].filter((partial): partial is Partial => partial !== null);

  const totalWeight = partials.reduce((sum, partial) => sum + COMPONENT_WEIGHTS[partial.key], 0);
  const components: ScoreComponent[] = partials.map((partial) => {
    const weight = (COMPONENT_WEIGHTS[partial.key] / totalWeight) * 100;
    return {
      key: partial.key,
      label: COMPONENT_LABELS[partial.key],
      weight: round1(weight),
      value: round3(partial.value),
      points: round1(weight * partial.value),
      detail: partial.detail,
    };
  });
  const uncapped =
    totalWeight === 0
      ? 0
      : Math.round(
          partials.reduce(
            (sum, partial) =>
              sum + (COMPONENT_WEIGHTS[partial.key] / totalWeight) * 100 * partial.value,
            0,
          ),
        );
  const capping = must.missing.filter((term) => !UNCAPPED_CATEGORIES.has(term.category));
  const capLimit = missingMustHaveCap(capping.length);
  const cap: ScoreCap | null =
    capLimit !== null && uncapped > capLimit
      ? { reason: 'missing-must-have', cap: capLimit, uncapped }
      : null;
  const score = cap === null ? uncapped : cap.cap;
  const band = bandOf(score);
  const missing = [...must.missing, ...nice.missing];

  const explanation = [
    `${BANDS.find((entry) => entry.band === band)?.label ?? band}: ${score}/100.`,
    ...(cap
      ? [
          `Missing must-haves (${names(capping)}) cap the score at ${cap.cap}; without them it would be ${cap.uncapped}.`,
        ]
      : []),
    ...components.map(
      (component) =>
        `${component.label} (${component.points}/${component.weight}): ${component.detail}`,
    ),
    ...(missing.some((term) => term.inMaster)
      ? [
          `Your master resume shows ${names(missing.filter((term) => term.inMaster))}, which this version leaves out.`,
        ]
      : []),
  ];

  return {
    algorithmVersion: MATCH_ALGORITHM_VERSION,
    score,
    band,
    cap,
    components,
    matched: [...must.matched, ...nice.matched],
    missing,
    explanation,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
