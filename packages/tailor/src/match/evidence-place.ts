/**
 * How a sentence names where the resume shows something ("as Senior Engineer at Acme", "on
 * open-slots") and quotes it: shared by the cover letter and the drafts of form answers, which
 * both cite the resume's own bullets.
 */
import { trimmedText } from '../resume/fields.js';
import type { JsonResume } from '../resume/types.js';
import type { Evidence } from './types.js';

/** Where a piece of evidence sits: its entry ("/work/0") and how a sentence names it. */
export interface Place {
  entry: string;
  /** "as Senior Engineer at Acme", "on open-slots"; null when the entry names nothing. */
  phrase: string | null;
  /** How a later sentence about the same entry leads in, so it is not named twice running. */
  again: string;
  /** How a third sentence running about it leads in, so the second lead is not repeated. */
  stillAgain: string;
}

export function placeOf(resume: JsonResume, evidence: Evidence): Place | null {
  const match = /^\/(work|volunteer|projects)\/(\d+)\//.exec(evidence.pointer);
  if (!match) return null;
  const section = match[1] ?? '';
  const entries = resume[section];
  const entry = Array.isArray(entries)
    ? (entries[Number(match[2])] as Record<string, unknown> | undefined)
    : undefined;
  if (!entry) return null;
  const place = (phrase: string | null, [again, stillAgain]: readonly [string, string]): Place => ({
    entry: `${section}/${match[2] ?? ''}`,
    phrase,
    again,
    stillAgain,
  });
  if (section === 'projects')
    return place(trimmedText(entry.name) === null ? null : `on ${trimmedText(entry.name) ?? ''}`, [
      'on the same project',
      'also on that project',
    ]);
  const organisation = trimmedText(entry.name) ?? trimmedText(entry.organization);
  const position = trimmedText(entry.position);
  const again = ['in the same role', 'also in that role'] as const;
  if (position && organisation) return place(`as ${position} at ${organisation}`, again);
  if (organisation) return place(`at ${organisation}`, again);
  return place(position ? `as ${position}` : null, again);
}

export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** A bullet quoted inside a sentence: no trailing full stop, first letter kept as written. */
export function quote(text: string): string {
  return `“${text.trim().replace(/[.;:\s]+$/, '')}”`;
}
