import { describe, expect, it } from 'vitest';
import skillsFile from '../../data/skills.json' with { type: 'json' };
import { createLexicon, getLexicon } from './lexicon.js';
import { skillIdOf } from './skill-id.js';
import { readSkillsFile } from './skills-file.js';
import { SKILL_CATEGORIES, type Skill } from './types.js';

const lexicon = getLexicon();

function skill(name: string, extra: Partial<Skill> = {}): Skill {
  return { id: skillIdOf(name), name, aliases: [], category: 'tool', ...extra };
}

describe('the shipped lexicon', () => {
  it('has at least 1,500 skills', () => {
    expect(lexicon.skills.length).toBeGreaterThanOrEqual(1500);
  });

  it('states its source and a public-domain licence', () => {
    expect(skillsFile.license).toBe('CC0-1.0');
    expect(skillsFile.source.length).toBeGreaterThan(40);
  });

  it('gives every skill a unique id', () => {
    const ids = lexicon.skills.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toBe(true);
  });

  it('uses only known categories, and every category', () => {
    const used = new Set(lexicon.skills.map((entry) => entry.category));
    for (const category of used) expect(SKILL_CATEGORIES).toContain(category);
    expect(used.size).toBe(SKILL_CATEGORIES.length);
  });

  it('lets no spelling of one skill resolve to another skill', () => {
    const conflicts: string[] = [];
    for (const entry of lexicon.skills) {
      for (const form of [entry.name, ...entry.aliases]) {
        const found = lexicon.findSkill(form);
        if (found?.id !== entry.id)
          conflicts.push(`${form}: ${entry.name} vs ${found?.name ?? 'none'}`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('resolves the aliases the issue names', () => {
    expect(lexicon.findSkill('k8s')?.name).toBe('Kubernetes');
    expect(lexicon.findSkill('postgres')?.name).toBe('PostgreSQL');
    expect(lexicon.findSkill('JS')?.name).toBe('JavaScript');
  });

  it('spells canonical names the canonical way', () => {
    for (const name of ['PostgreSQL', 'Node.js', 'C#', '.NET', 'CI/CD', 'C++', 'scikit-learn']) {
      expect(lexicon.findSkill(name.toLowerCase())?.name ?? lexicon.findSkill(name)?.name).toBe(
        name,
      );
    }
  });

  it('finds skills case-insensitively, except exact-case words', () => {
    expect(lexicon.findSkill('KUBERNETES')?.name).toBe('Kubernetes');
    expect(lexicon.findSkill('  node.js ')?.name).toBe('Node.js');
    expect(lexicon.findSkill('Go')?.name).toBe('Go');
    expect(lexicon.findSkill('go')).toBeUndefined();
    expect(lexicon.findSkill('golang')?.name).toBe('Go');
    expect(lexicon.findSkill('swift')).toBeUndefined();
    expect(lexicon.findSkill('Apache Spark')?.name).toBe('Apache Spark');
    expect(lexicon.findSkill('apache spark')?.name).toBe('Apache Spark');
    expect(lexicon.findSkill('no such skill')).toBeUndefined();
    expect(lexicon.findSkill('')).toBeUndefined();
  });

  it('looks skills up by id', () => {
    expect(lexicon.byId.get('c-sharp')?.name).toBe('C#');
    expect(lexicon.byId.get('dot-net')?.name).toBe('.NET');
  });

  it('is built once and shared', () => {
    expect(getLexicon()).toBe(lexicon);
  });
});

describe('skillIdOf', () => {
  it.each([
    ['C#', 'c-sharp'],
    ['C++', 'c-plus-plus'],
    ['.NET', 'dot-net'],
    ['Node.js', 'node-js'],
    ['ASP.NET Core', 'asp-net-core'],
    ['CI/CD', 'ci-cd'],
    ['Kubernetes', 'kubernetes'],
    ['P&L Management', 'p-and-l-management'],
    ['CompTIA Security+', 'comptia-security-plus'],
    ['Señor Café', 'senor-cafe'],
  ])('derives %s → %s', (name, id) => {
    expect(skillIdOf(name)).toBe(id);
  });
});

describe('lexicon validation', () => {
  it('rejects a spelling claimed by two skills', () => {
    expect(() =>
      createLexicon([
        skill('Kubernetes', { aliases: ['k8s'] }),
        skill('K3s', { aliases: ['K8s'] }),
      ]),
    ).toThrow(/"K8s" of K3s is already a spelling of Kubernetes/);
  });

  it('rejects two skills with the same id', () => {
    expect(() => createLexicon([skill('Node.js'), skill('Node JS')])).toThrow(/same id node-js/);
  });

  it('rejects a spelling that punctuation splits', () => {
    expect(() =>
      createLexicon([skill('Google Cloud', { aliases: ['Google Cloud (GCP)'] })]),
    ).toThrow(/contains punctuation/);
  });

  it('rejects an unknown category, naming the entry', () => {
    const data = { version: 1, skills: [{ name: 'Rust', aliases: [], category: 'languages' }] };
    expect(() => readSkillsFile(data)).toThrow(/skills\[0\] \(Rust\): category must be one of/);
  });

  it('rejects a file of the wrong shape', () => {
    expect(() => readSkillsFile({ skills: [] })).toThrow(/version/);
    expect(() =>
      readSkillsFile({
        version: 1,
        skills: [{ name: 'Go', aliases: 'golang', category: 'language' }],
      }),
    ).toThrow(/aliases must be a list/);
  });
});
