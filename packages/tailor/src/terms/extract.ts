/**
 * Finds the lexicon's skills in a text. One left-to-right walk over the text's atoms: at each
 * atom the longest phrase that names a skill wins ("Google Cloud Platform" over "Google Cloud"),
 * and the walk continues after it. Everything else (keys, prefixes, context sets) was prepared
 * when the lexicon was built, because ranking calls this thousands of times a second.
 */
import { getLexicon, type Lexicon } from './lexicon.js';
import type { FormContext, SkillForm } from './skill-index.js';
import { JOINT_TEXT, isPhraseJoint, scanAtoms, type Atom } from './tokenize.js';
import type { ExtractedTerm } from './types.js';

/** Words before a list-only name that still introduce a thing: "written in C", "C and C++". */
const LIST_BEFORE: ReadonlySet<string> = new Set(
  (
    'and or nor with in using of like including especially particularly plus e.g i.e ' +
    'either both via'
  ).split(' '),
);

/** Words after a list-only name that show it is a technology: "C programming", "R experience". */
const LIST_AFTER: ReadonlySet<string> = new Set(
  (
    'and or nor is are programming language languages code codebase codebases coding ' +
    'experience development developer developers engineer engineers engineering skills ' +
    'skill expertise proficiency libraries library packages package scripts scripting ' +
    'ecosystem tooling services applications apps projects knowledge background framework ' +
    'frameworks stack toolchain builds build programs modules testing tests plugins ' +
    'pipelines'
  ).split(' '),
);

/** A list-only name may stand next to these joints without a neighbouring word to vouch for it. */
function isListJoint(atom: Atom): boolean {
  return (
    atom.joint === 'line' ||
    atom.joint === 'punct' ||
    atom.joint === 'slash' ||
    atom.joint === 'amp'
  );
}

function fitsContext(
  context: FormContext,
  atoms: readonly Atom[],
  first: number,
  last: number,
): boolean {
  const head = atoms[first];
  if (head === undefined) return false;
  // The neighbours on the same line; punctuation between does not matter ("Ph. D", "Series C").
  const previous = head.joint === 'line' ? undefined : atoms[first - 1];
  const following = atoms[last + 1];
  const next = following?.joint === 'line' ? undefined : following;

  if (previous !== undefined && context.notPrecededBy.has(previous.lower)) return false;
  // A word after punctuation starts a new clause, so only a direct follower can veto ("Go to").
  if (next !== undefined && isPhraseJoint(next.joint) && context.notFollowedBy.has(next.lower)) {
    return false;
  }
  if (!context.listOnly) return true;

  const isOpen =
    isListJoint(head) ||
    (head.joint === 'space' && previous !== undefined && LIST_BEFORE.has(previous.lower));
  const isClosed =
    next === undefined ||
    isListJoint(next) ||
    (next.joint === 'space' && LIST_AFTER.has(next.lower));
  return isOpen && isClosed;
}

function accepts(
  form: SkillForm,
  text: string,
  atoms: readonly Atom[],
  first: number,
  last: number,
): boolean {
  const head = atoms[first];
  if (head === undefined) return false;
  if (form.exact !== null && text.slice(head.start, head.end) !== form.exact) return false;
  return form.context === null || fitsContext(form.context, atoms, first, last);
}

/**
 * The skills a text names, each once with every mention (offsets into `text`), in the order of
 * their first mention.
 */
export function extractTerms(text: string, lexicon: Lexicon = getLexicon()): ExtractedTerm[] {
  const { forms, prefixes, maxAtoms } = lexicon.index;
  const atoms = scanAtoms(text);
  const found = new Map<string, ExtractedTerm>();

  let first = 0;
  while (first < atoms.length) {
    let match: { form: SkillForm; last: number } | undefined;
    let key = '';
    for (let last = first; last < atoms.length && last - first < maxAtoms; last += 1) {
      const atom = atoms[last];
      if (atom === undefined) break;
      if (last > first) {
        if (!isPhraseJoint(atom.joint) || !prefixes.has(key)) break;
        key += JOINT_TEXT[atom.joint];
      }
      key += atom.lower;
      const candidates = forms.get(key);
      const form = candidates?.find((candidate) => accepts(candidate, text, atoms, first, last));
      if (form !== undefined) match = { form, last };
    }

    if (match === undefined) {
      first += 1;
      continue;
    }
    const start = atoms[first]?.start ?? 0;
    const end = atoms[match.last]?.end ?? start;
    const { skill } = match.form;
    const mention = { text: text.slice(start, end), start, end };
    const term = found.get(skill.id);
    if (term === undefined) {
      found.set(skill.id, {
        skillId: skill.id,
        name: skill.name,
        category: skill.category,
        mentions: [mention],
      });
    } else {
      term.mentions.push(mention);
    }
    first = match.last + 1;
  }
  return [...found.values()];
}
