/**
 * Reads the shipped lexicon file (data/skills.json) into skills, checking its shape once so that
 * a bad edit fails at start, naming the entry, instead of producing silent misses later.
 */
import { skillIdOf } from './skill-id.js';
import { SKILL_CATEGORIES, type Skill, type SkillCategory } from './types.js';

const CATEGORY_SET: ReadonlySet<string> = new Set(SKILL_CATEGORIES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCategory(value: unknown): value is SkillCategory {
  return typeof value === 'string' && CATEGORY_SET.has(value);
}

function readStringList(value: unknown, where: string, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item.trim())) {
    throw new Error(`${where}: ${field} must be a list of non-empty strings`);
  }
  return value as string[];
}

function readSkill(entry: unknown, index: number): Skill {
  let where = `skills.json: skills[${index}]`;
  if (!isRecord(entry)) throw new Error(`${where} must be an object`);
  const { name, category, matchCase, listOnly } = entry;
  if (typeof name !== 'string' || !name.trim()) throw new Error(`${where}: name must be a string`);
  where = `${where} (${name})`;
  if (!isCategory(category)) {
    throw new Error(`${where}: category must be one of ${SKILL_CATEGORIES.join(', ')}`);
  }
  if (matchCase !== undefined && typeof matchCase !== 'boolean') {
    throw new Error(`${where}: matchCase must be a boolean`);
  }
  if (listOnly !== undefined && typeof listOnly !== 'boolean') {
    throw new Error(`${where}: listOnly must be a boolean`);
  }
  const id = skillIdOf(name);
  if (!id) throw new Error(`${where}: the name has no letters or digits to make an id from`);
  const skill: Skill = {
    id,
    name,
    aliases: readStringList(entry.aliases, where, 'aliases'),
    category,
  };
  if (matchCase === true) skill.matchCase = true;
  if (listOnly === true) skill.listOnly = true;
  const notFollowedBy = readStringList(entry.notFollowedBy, where, 'notFollowedBy');
  const notPrecededBy = readStringList(entry.notPrecededBy, where, 'notPrecededBy');
  if (notFollowedBy.length > 0) skill.notFollowedBy = notFollowedBy;
  if (notPrecededBy.length > 0) skill.notPrecededBy = notPrecededBy;
  return skill;
}

/** Validates the parsed skills.json document and returns its skills with their ids. */
export function readSkillsFile(data: unknown): Skill[] {
  if (!isRecord(data) || data.version !== 1 || !Array.isArray(data.skills)) {
    throw new Error('skills.json: expected { "version": 1, "skills": [...] }');
  }
  return data.skills.map((entry, index) => readSkill(entry, index));
}
