/**
 * How the app words and colours a match score. Pure: the numbers come from the server's
 * tailoring engine (`packages/tailor`, docs/tailoring.md); this only presents them.
 */
import type { MatchBand } from '@/gql/graphql';

export const BAND_WORDS: Readonly<Record<MatchBand, string>> = {
  strong: 'strong',
  good: 'good',
  fair: 'fair',
  weak: 'weak',
};

export const BAND_LABELS: Readonly<Record<MatchBand, string>> = {
  strong: 'Strong match',
  good: 'Good match',
  fair: 'Fair match',
  weak: 'Weak match',
};

/** The score ranges of the bands, as the engine defines them. */
export const BAND_RANGES: Readonly<Record<MatchBand, string>> = {
  strong: '80–100',
  good: '60–79',
  fair: '40–59',
  weak: '0–39',
};

export interface BandTone {
  /** A pill or badge: background, text and ring. */
  pill: string;
  /** A filled bar. */
  bar: string;
  /** An SVG stroke. */
  stroke: string;
  /** Text in the band's colour. */
  text: string;
}

/** Semantic colours only, so both themes work; the number and word carry the meaning too. */
export const BAND_TONES: Readonly<Record<MatchBand, BandTone>> = {
  strong: {
    pill: 'bg-good-soft text-good ring-good-bar/60',
    bar: 'bg-good-bar',
    stroke: 'stroke-good-bar',
    text: 'text-good',
  },
  good: {
    pill: 'bg-accent-soft text-accent ring-accent-line',
    bar: 'bg-brand-500',
    stroke: 'stroke-brand-500',
    text: 'text-accent',
  },
  fair: {
    pill: 'bg-warn-soft text-warn ring-warn-line',
    bar: 'bg-warn',
    stroke: 'stroke-warn',
    text: 'text-warn',
  },
  weak: {
    pill: 'bg-bad/10 text-bad ring-bad/30',
    bar: 'bg-bad',
    stroke: 'stroke-bad',
    text: 'text-bad',
  },
};

/** What a screen reader hears for a score pill: "Match 78 of 100, good". */
export function scoreAccessibleText(score: number, band: MatchBand): string {
  return `Match ${clampScore(score)} of 100, ${BAND_WORDS[band]}`;
}

/** A score as a whole number from 0 to 100. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** A share (0–1) as a whole percentage: 0.754 → "75%". */
export function formatPercent(share: number): string {
  if (!Number.isFinite(share)) return '0%';
  return `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
}

/** Score points with at most one decimal and no trailing ".0": 32.456 → "32.5", 45 → "45". */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points)) return '0';
  const rounded = Math.round(points * 10) / 10;
  // Avoid "-0" for tiny negatives from floating point.
  return (Object.is(rounded, -0) ? 0 : rounded).toString();
}

/** "32.5 of 45 points". */
export function pointsOfWeight(points: number, weight: number): string {
  return `${formatPoints(points)} of ${formatPoints(weight)} points`;
}

/** A difference between two scores with its sign: +8, −3 (a real minus sign), ±0. */
export function formatScoreDelta(score: number, baseline: number): string {
  const delta = Math.round(score) - Math.round(baseline);
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '\u00b10';
}

/** The same difference in words, for screen readers and titles. */
export function describeScoreDelta(score: number, baseline: number): string {
  const delta = Math.round(score) - Math.round(baseline);
  if (delta === 0) return 'the same as the base resume';
  const points = Math.abs(delta) === 1 ? 'point' : 'points';
  return `${Math.abs(delta)} ${points} ${delta > 0 ? 'higher' : 'lower'} than the base resume`;
}

/** "Capped at 79 because must-haves are missing; would be 86." */
export function capNotice(cap: { cap: number; uncapped: number }, missingMustHaves = 0): string {
  const what = missingMustHaves === 1 ? 'a must-have is missing' : 'must-haves are missing';
  return `Capped at ${cap.cap} because ${what}; would be ${cap.uncapped}.`;
}

/**
 * The explanation sentences worth showing beside the gauge: the engine's first sentence
 * repeats the score ("Good match: 72/100.") and one sentence per component repeats the bars,
 * which the page shows on their own.
 */
export function headlineExplanation(
  explanation: readonly string[],
  componentLabels: readonly string[],
): string[] {
  return explanation.filter(
    (sentence) =>
      !/^(strong|good|fair|weak) match: \d+\/100\.?$/i.test(sentence.trim()) &&
      !componentLabels.some((label) => sentence.startsWith(`${label} (`)),
  );
}

const SENIORITY_LABELS: Readonly<Record<string, string>> = {
  intern: 'Internship',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};

const DEGREE_LABELS: Readonly<Record<string, string>> = {
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  phd: 'PhD',
};

export function seniorityLabel(seniority: string): string {
  return SENIORITY_LABELS[seniority] ?? capitalize(seniority);
}

export function degreeLabel(degree: string): string {
  return DEGREE_LABELS[degree] ?? capitalize(degree);
}

/** "3+ years", "1+ year". */
export function yearsLabel(years: number): string {
  return `${years}+ ${years === 1 ? 'year' : 'years'}`;
}

/** Skill categories as the lexicon names them (`language`, `cloud`, `soft`), for people. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? capitalize(category.replace(/[-_]+/g, ' '));
}

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  language: 'Language',
  ml: 'Machine learning',
  devops: 'DevOps',
  soft: 'Soft skill',
};

/** A resume section key as a heading: `work` → "Work experience". */
export function sectionLabel(section: string): string {
  return SECTION_LABELS[section] ?? capitalize(section);
}

const SECTION_LABELS: Readonly<Record<string, string>> = {
  basics: 'Summary',
  work: 'Work experience',
  volunteer: 'Volunteering',
  projects: 'Projects',
  skills: 'Skills',
  education: 'Education',
  certificates: 'Certificates',
  awards: 'Awards',
  publications: 'Publications',
  languages: 'Languages',
};

function capitalize(text: string): string {
  return text.length === 0 ? text : `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
