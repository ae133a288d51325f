/**
 * What a language model may do to a bullet: say the same thing in other words. A proposal that
 * names a skill, a number or a proper noun the original does not have is refused, and so is one
 * that is empty or much longer — the resume must stay the person's own facts.
 */
import { extractTerms } from '../terms/index.js';

export type RefusalReason = 'empty' | 'too-long' | 'new-skill' | 'new-number' | 'new-name';

function numbersOf(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
}

/** Capitalised words not at a sentence start: names of products, companies, people. */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  const words = text.split(/\s+/);
  words.forEach((word, index) => {
    const clean = word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
    const previous = words[index - 1] ?? '';
    const startsSentence = index === 0 || /[.!?:]$/.test(previous);
    if (!startsSentence && /^\p{Lu}/u.test(clean)) names.add(clean.toLowerCase());
  });
  return names;
}

export function checkRephrasing(original: string, proposed: string): RefusalReason | null {
  const text = proposed.trim();
  if (text === '') return 'empty';
  if (text.length > original.length * 1.5 + 40) return 'too-long';
  const skills = new Set(extractTerms(original).map((term) => term.skillId));
  if (extractTerms(text).some((term) => !skills.has(term.skillId))) return 'new-skill';
  const numbers = numbersOf(original);
  for (const number of numbersOf(text)) if (!numbers.has(number)) return 'new-number';
  const names = namesOf(original);
  const lowerOriginal = original.toLowerCase();
  for (const name of namesOf(text))
    if (!names.has(name) && !lowerOriginal.includes(name)) return 'new-name';
  return null;
}
