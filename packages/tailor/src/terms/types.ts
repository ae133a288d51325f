/** The vocabulary of the engine: skills from the shipped lexicon and where a text mentions them. */

export const SKILL_CATEGORIES = [
  'language',
  'framework',
  'library',
  'database',
  'cloud',
  'devops',
  'tool',
  'platform',
  'data',
  'ml',
  'security',
  'testing',
  'methodology',
  'design',
  'business',
  'soft',
  'domain',
  'certification',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export interface Skill {
  /** A stable slug of the canonical name: `kubernetes`, `c-sharp`, `node-js`. */
  id: string;
  /** The canonical spelling shown to people: `Kubernetes`, `C#`, `Node.js`. */
  name: string;
  /** Other spellings that mean the same skill (`k8s`); matched case-insensitively. */
  aliases: readonly string[];
  category: SkillCategory;
  /**
   * Names that are also ordinary words (`Go`, `R`, `Swift`, `Spring`): the name and every alias
   * that is a single plain word match only with the exact case written here, so "go to market"
   * and "a swift response" are not skills. Forms with spaces, digits or punctuation (`Apache
   * Spark`, `Express.js`) cannot be ordinary words and always match in any case.
   */
  matchCase?: boolean;
  /**
   * A single-word form counts only inside a list of things: next to a comma, slash, bracket, line
   * break, "and"/"or", or a word such as "with"/"in" before it and "experience"/"programming"
   * after it (`Maven, Ant, Gradle`; `C and C++`; `written in C`), never in running prose ("Make
   * sure", "Less than").
   */
  listOnly?: boolean;
  /** Lower-case words that, right after a single-word form, mean it is not the skill ("Go to"). */
  notFollowedBy?: readonly string[];
  /** Lower-case words that, right before a single-word form, mean it is not the skill ("a swift"). */
  notPrecededBy?: readonly string[];
}

/** One place a text names a skill: character offsets into the text that was searched. */
export interface TermMention {
  text: string;
  start: number;
  end: number;
}

/** A skill found in a text, once, with every mention of it. */
export interface ExtractedTerm {
  skillId: string;
  name: string;
  category: SkillCategory;
  mentions: TermMention[];
}
