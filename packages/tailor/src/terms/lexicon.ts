/**
 * The skills lexicon: the shipped data/skills.json, validated and indexed once per process. The
 * JSON is imported (not read from disk) so that the engine stays free of I/O and bundles as is.
 */
import skillsFile from '../../data/skills.json' with { type: 'json' };
import { buildSkillIndex, keyOfPhrase, type SkillIndex } from './skill-index.js';
import { readSkillsFile } from './skills-file.js';
import type { Skill } from './types.js';

export interface Lexicon {
  skills: readonly Skill[];
  byId: ReadonlyMap<string, Skill>;
  /**
   * The skill a phrase names, by its canonical name or an alias: case-insensitive, except that
   * single-word spellings of `matchCase` skills must match exactly (`Go`, not `go`).
   */
  findSkill(phrase: string): Skill | undefined;
  /** The precomputed phrase index that `extractTerms` walks. */
  index: SkillIndex;
}

/** Builds a lexicon from skills (the shipped one, or a small one in tests). */
export function createLexicon(skills: readonly Skill[]): Lexicon {
  const byId = new Map<string, Skill>();
  for (const skill of skills) {
    const existing = byId.get(skill.id);
    if (existing !== undefined) {
      throw new Error(
        `skills.json: ${skill.name} and ${existing.name} have the same id ${skill.id}`,
      );
    }
    byId.set(skill.id, skill);
  }
  const index = buildSkillIndex(skills);

  const findSkill = (phrase: string): Skill | undefined => {
    const trimmed = phrase.trim();
    const key = keyOfPhrase(trimmed);
    if (key === null) return undefined;
    return index.forms.get(key)?.find((form) => form.exact === null || form.exact === trimmed)
      ?.skill;
  };

  return { skills, byId, findSkill, index };
}

let shipped: Lexicon | undefined;

/** The shipped lexicon, built on first use and shared afterwards. */
export function getLexicon(): Lexicon {
  shipped ??= createLexicon(readSkillsFile(skillsFile));
  return shipped;
}
