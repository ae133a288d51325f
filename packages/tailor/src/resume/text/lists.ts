/**
 * List sections: skills ("Languages: TypeScript, Go, SQL"), spoken languages ("German (C1)")
 * and interests.
 */
import type { JsonObject } from '../fields.js';
import type { Line } from './lines.js';

const LEVELS =
  /^(.*?)\s*\((beginner|novice|elementary|basic|intermediate|advanced|expert|master|proficient|fluent|native|working knowledge|professional)\)$/i;
/** "Languages: …" — a label of at most 50 characters before the colon. */
const LABELLED = /^([^:]{1,50}):\s*(.*)$/;

/**
 * Split a written list on commas, semicolons, bars and bullets — but not inside brackets, so
 * "Cloud (AWS, GCP)" stays one item.
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  const flush = (): void => {
    const item = current
      .trim()
      .replace(/^and\s+/i, '')
      .replace(/\.$/, '')
      .trim();
    if (item !== '') items.push(item);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    const spacedSeparator = (char === '·' || char === '•' || char === '|') && depth === 0;
    if ((char === ',' || char === ';' || spacedSeparator) && depth === 0) flush();
    else current += char;
  }
  flush();
  return items;
}

function withLevel(label: string): JsonObject {
  const leveled = LEVELS.exec(label.trim());
  return leveled ? { name: leveled[1] ?? label, level: leveled[2] ?? '' } : { name: label.trim() };
}

/** Heading lines inside a list section name a group ("### Languages" then its bullets). */
function isGroupHeading(line: Line): boolean {
  return line.kind === 'heading' || (line.bold === 'all' && !line.text.includes(','));
}

/** skills[] (and interests[], which have the same shape). */
export function readSkillLines(lines: readonly Line[]): JsonObject[] {
  const skills: JsonObject[] = [];
  let group: { entry: JsonObject; keywords: string[] } | undefined;
  let previousEndedWithComma = false;
  for (const line of lines) {
    if (line.kind === 'blank') continue;
    const text = line.text;
    if (isGroupHeading(line)) {
      group = { entry: withLevel(text.replace(/:$/, '')), keywords: [] };
      group.entry.keywords = group.keywords;
      skills.push(group.entry);
      previousEndedWithComma = false;
      continue;
    }
    const labelled = LABELLED.exec(text);
    const last = skills.at(-1);
    if (
      previousEndedWithComma &&
      line.kind === 'text' &&
      !labelled &&
      Array.isArray(last?.keywords)
    ) {
      // A wrapped list: "Languages: Go, Rust," / "TypeScript, SQL".
      (last.keywords as string[]).push(...splitList(text));
    } else if (labelled) {
      const entry = withLevel(labelled[1] ?? '');
      const keywords = splitList(labelled[2] ?? '');
      if (keywords.length > 0) entry.keywords = keywords;
      skills.push(entry);
      group = keywords.length === 0 ? { entry, keywords: [] } : undefined;
      if (group) entry.keywords = group.keywords;
    } else if (group) {
      group.keywords.push(...splitList(text));
    } else {
      for (const item of splitList(text)) skills.push(withLevel(item));
    }
    previousEndedWithComma = /,\s*$/.test(text);
  }
  // A group heading with nothing under it is a skill of its own.
  for (const skill of skills)
    if (Array.isArray(skill.keywords) && skill.keywords.length === 0) delete skill.keywords;
  return skills;
}

/** "German (C1)", "English — native", "French: conversational". */
function readLanguage(item: string): JsonObject {
  const match =
    /^(.+?)\s*\((.+)\)$/.exec(item) ??
    /^(.+?)\s+[—–-]\s+(.+)$/.exec(item) ??
    /^(.+?):\s*(.+)$/.exec(item);
  if (!match) return { language: item };
  return { language: (match[1] ?? item).trim(), fluency: (match[2] ?? '').trim() };
}

export function readLanguageLines(lines: readonly Line[]): JsonObject[] {
  const languages: JsonObject[] = [];
  for (const line of lines) {
    if (line.kind === 'blank' || line.kind === 'heading') continue;
    const labelled = /^([\p{L} ]{2,30}):\s*([^,;]+)$/u.exec(line.text);
    if (labelled) languages.push(readLanguage(line.text));
    else for (const item of splitList(line.text)) languages.push(readLanguage(item));
  }
  return languages;
}
