/**
 * The phrase index behind skill lookup and extraction, built once per lexicon: every spelling of
 * every skill becomes a lookup key made of its lower-cased atoms and the joints between them
 * (`ci/cd`, `scikit-learn`, `google cloud platform`), so matching a text is a walk over its atoms
 * with one map lookup per candidate phrase and no per-call preparation.
 */
import { JOINT_TEXT, isPhraseJoint, scanAtoms, type Atom } from './tokenize.js';
import type { Skill } from './types.js';

/** One spelling of a skill, as the matcher needs it. */
export interface SkillForm {
  skill: Skill;
  /**
   * For a single plain word of a `matchCase` skill, the exact text that must appear (`Go`);
   * `null` when any case matches.
   */
  exact: string | null;
  /** Context rules to check, present only for single plain words of skills that have rules. */
  context: FormContext | null;
}

export interface FormContext {
  listOnly: boolean;
  notFollowedBy: ReadonlySet<string>;
  notPrecededBy: ReadonlySet<string>;
}

export interface SkillIndex {
  /** Lookup key → the spellings with that key (several only for case variants of one skill). */
  forms: ReadonlyMap<string, readonly SkillForm[]>;
  /** Keys that are the beginning of a longer key: whether a phrase is worth extending. */
  prefixes: ReadonlySet<string>;
  /** The most atoms any key has. */
  maxAtoms: number;
}

const PLAIN_WORD = /^\p{L}+$/u;
/** Only regular lower-case words get an automatic plural (`microservice` → `microservices`). */
const PLURALIZABLE = /^[a-z]{3,}$/;

/** The lookup key of atoms[from..to] (inclusive): lower-case atoms joined as written. */
export function keyOf(atoms: readonly Atom[], from: number, to: number): string {
  let key = '';
  for (let index = from; index <= to; index += 1) {
    const atom = atoms[index];
    if (atom === undefined) break;
    key += index === from ? atom.lower : JOINT_TEXT[atom.joint] + atom.lower;
  }
  return key;
}

/** The lookup key of a phrase, or null when punctuation splits it into several phrases. */
export function keyOfPhrase(phrase: string): string | null {
  const atoms = scanAtoms(phrase);
  if (atoms.length === 0) return null;
  if (atoms.some((atom, index) => index > 0 && !isPhraseJoint(atom.joint))) return null;
  return keyOf(atoms, 0, atoms.length - 1);
}

/** The atoms of one spelling, which must form a single phrase (no punctuation inside). */
function atomsOfForm(form: string, skillName: string): Atom[] {
  const atoms = scanAtoms(form);
  if (atoms.length === 0) throw new Error(`skills.json (${skillName}): "${form}" has no words`);
  if (atoms.some((atom, index) => index > 0 && !isPhraseJoint(atom.joint))) {
    throw new Error(`skills.json (${skillName}): "${form}" contains punctuation that splits it`);
  }
  return atoms;
}

function contextOf(skill: Skill): FormContext | null {
  const notFollowedBy = skill.notFollowedBy ?? [];
  const notPrecededBy = skill.notPrecededBy ?? [];
  if (skill.listOnly !== true && notFollowedBy.length === 0 && notPrecededBy.length === 0) {
    return null;
  }
  return {
    listOnly: skill.listOnly === true,
    notFollowedBy: new Set(notFollowedBy),
    notPrecededBy: new Set(notPrecededBy),
  };
}

/**
 * Builds the index and checks the lexicon's integrity: no two skills may share an id or claim
 * the same spelling (after case folding), and every spelling must be a single phrase.
 */
export function buildSkillIndex(skills: readonly Skill[]): SkillIndex {
  const forms = new Map<string, SkillForm[]>();
  const owner = new Map<string, Skill>();
  const prefixes = new Set<string>();
  const plurals: [string, SkillForm][] = [];
  let maxAtoms = 1;

  for (const skill of skills) {
    const context = contextOf(skill);
    for (const form of [skill.name, ...skill.aliases]) {
      const atoms = atomsOfForm(form, skill.name);
      const key = keyOf(atoms, 0, atoms.length - 1);
      const claimedBy = owner.get(key);
      if (claimedBy !== undefined && claimedBy !== skill) {
        throw new Error(
          `skills.json: "${form}" of ${skill.name} is already a spelling of ${claimedBy.name}`,
        );
      }
      owner.set(key, skill);
      const isPlainWord = atoms.length === 1 && PLAIN_WORD.test(form);
      const entry: SkillForm = {
        skill,
        exact: isPlainWord && skill.matchCase === true ? form : null,
        context: isPlainWord ? context : null,
      };
      const list = forms.get(key);
      if (list === undefined) forms.set(key, [entry]);
      else list.push(entry);
      for (let end = 0; end < atoms.length - 1; end += 1) prefixes.add(keyOf(atoms, 0, end));
      maxAtoms = Math.max(maxAtoms, atoms.length);
      const last = atoms[atoms.length - 1];
      if (entry.exact === null && last !== undefined && PLURALIZABLE.test(last.lower)) {
        if (!last.lower.endsWith('s')) plurals.push([`${key}s`, entry]);
      }
    }
  }

  // Plurals come last so that a spelling written in the lexicon always wins over a derived one.
  for (const [key, entry] of plurals) {
    const claimedBy = owner.get(key);
    if (claimedBy !== undefined && claimedBy !== entry.skill) continue;
    owner.set(key, entry.skill);
    const list = forms.get(key);
    if (list === undefined) forms.set(key, [entry]);
    else if (!list.some((existing) => existing.skill === entry.skill && existing.exact === null)) {
      list.push(entry);
    }
  }
  return { forms, prefixes, maxAtoms };
}
