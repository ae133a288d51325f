/**
 * Seniority from the words of a job title. The engine's scale is intern < junior < mid < senior <
 * lead < principal. Decisions:
 * - Staff maps to `lead`: on most engineering ladders Staff sits above Senior and below
 *   Principal, which is where `lead` sits on ours (with Tech Lead, Team Lead, Lead X and
 *   Engineering Manager).
 * - Principal, Distinguished, Fellow, Head of, Director, VP and Chief map to `principal`.
 * - Roman levels: II is `mid`, III is `senior` (Engineer I is too rare and ambiguous to read).
 * - Associate, Graduate, Entry-level and Junior map to `junior`; Intern, Internship, Co-op,
 *   Trainee, Apprentice and Working Student to `intern`.
 * When several words match ("Senior Staff Engineer") the highest wins, except that an
 * internship is always `intern`. A title with none of these words has no seniority (null),
 * rather than a guess from years of experience.
 */
import { SENIORITIES, type Seniority } from './types.js';

const RULES: readonly (readonly [Seniority, RegExp])[] = [
  [
    'intern',
    /\b(?:intern|internship|co-?op|trainee|apprentice(?:ship)?|working student|werkstudent)\b/i,
  ],
  ['junior', /\b(?:junior|jr\.?|entry[- ]level|graduate|new grad|associate)(?!\w)/i],
  ['mid', /\b(?:mid[- ]?level|mid|intermediate)\b/i],
  ['mid', /\bII\b/],
  ['senior', /\b(?:senior|sr\.?|snr)(?!\w)/i],
  ['senior', /\bIII\b/],
  ['lead', /\b(?:staff|lead|leader|engineering manager)\b/i],
  ['principal', /\b(?:principal|distinguished|fellow|head of|director|vp|vice president|chief)\b/i],
];

export function seniorityOf(title: string | null): Seniority | null {
  if (!title) return null;
  const found = RULES.filter(([, pattern]) => pattern.test(title)).map(([level]) => level);
  if (found.includes('intern')) return 'intern';
  let best: Seniority | null = null;
  for (const level of found) {
    if (best === null || SENIORITIES.indexOf(level) > SENIORITIES.indexOf(best)) best = level;
  }
  return best;
}
