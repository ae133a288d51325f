export { extractTerms } from './extract.js';
export { createLexicon, getLexicon, type Lexicon } from './lexicon.js';
export { skillIdOf } from './skill-id.js';
export {
  phrases,
  scanAtoms,
  tokenize,
  type Atom,
  type Joint,
  type Phrase,
  type Token,
} from './tokenize.js';
export {
  SKILL_CATEGORIES,
  type ExtractedTerm,
  type Skill,
  type SkillCategory,
  type TermMention,
} from './types.js';
