/**
 * The rules of an application's source ("LinkedIn", "Referral"): the check the form makes before
 * sending, the same as the server's (setApplicationSource), and the suggestions its field offers.
 * Pure, so the form only draws and sends.
 */
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';

/** The server's limit, counted as it counts (JavaScript string length, after trimming). */
export const SOURCE_MAX_LENGTH = 100;

/** The server's refusal of a longer source, word for word, as a sentence. */
export const SOURCE_TOO_LONG = `The source has at most ${String(SOURCE_MAX_LENGTH)} characters.`;

/** Where job seekers commonly find jobs or send applications: offered after their own. */
export const COMMON_SOURCES = [
  'LinkedIn',
  'Company website',
  'Referral',
  'Recruiter reached out',
  'Indeed',
  'Glassdoor',
  'Job board',
  'Career fair',
] as const;

/** What is sent for a typed source: trimmed, and null (which clears it) when blank. */
export function sourceInput(typed: string): string | null {
  const source = typed.trim();
  return source === '' ? null : source;
}

/** Why a typed source cannot be sent, or undefined when it can. */
export function checkSource(typed: string): string | undefined {
  return typed.trim().length > SOURCE_MAX_LENGTH ? SOURCE_TOO_LONG : undefined;
}

/**
 * The key the server groups sources by: "LinkedIn", " linkedin " and "Linked  in" differ in
 * case and spaces only, and count as one.
 */
export function sourceKey(source: string): string {
  return source.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}

/** Whether `next` would change the saved source (the server would store something else). */
export function isSourceChanged(saved: string | null, typed: string): boolean {
  return sourceInput(typed) !== saved;
}

/**
 * What the source field suggests: the sources the person already used (the server's order, the
 * most used first), then the common ones they have not, each spelling once.
 */
export function sourceSuggestions(used: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const source of [...used, ...COMMON_SOURCES]) {
    if (source === null || source.trim() === '') continue;
    const key = sourceKey(source);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(source.trim());
  }
  return suggestions;
}

/** The server's refusal of the source itself (too long), which the field shows; else undefined. */
export function refusedSourceMessage(problem: OperationProblem): string | undefined {
  return refusedFieldOf(problem, ['source']) === undefined ? undefined : problem.message;
}

/** What is announced once a source is saved. */
export function sourceSavedAnnouncement(source: string | null): string {
  return source === null ? 'Source cleared.' : `Source set to ${source}.`;
}
