/** What a match says, in a shape the UI, the case API's summary and the CLI all show. */
import type { ResumeItemKind } from '../resume/types.js';
import type { SkillCategory } from '../terms/types.js';

export const MATCH_ALGORITHM_VERSION = 'match/1';

export type Band = 'strong' | 'good' | 'fair' | 'weak';
export type Requirement = 'must' | 'nice';
export type ComponentKey =
  'requiredSkills' | 'preferredSkills' | 'responsibilities' | 'title' | 'qualifications';

/** Where a resume shows a skill: the item and its place. */
export interface Evidence {
  itemId: string;
  pointer: string;
  kind: ResumeItemKind;
  section: string;
  entry: string | null;
  text: string;
}

export interface MatchedTerm {
  skillId: string;
  name: string;
  category: SkillCategory;
  requirement: Requirement;
  evidence: Evidence[];
}

export interface MissingTerm {
  skillId: string;
  name: string;
  category: SkillCategory;
  requirement: Requirement;
  /** Whether the master resume shows it (always false when the master itself was scored). */
  inMaster: boolean;
}

export interface ScoreComponent {
  key: ComponentKey;
  label: string;
  /** The component's share of the score, after dropping components the posting gives no data for. */
  weight: number;
  /** 0–1: how much of the component the resume meets. */
  value: number;
  /** weight × value, in score points. */
  points: number;
  detail: string;
}

export interface ScoreCap {
  reason: 'missing-must-have';
  cap: number;
  /** The score before the cap. */
  uncapped: number;
}

export interface MatchResult {
  algorithmVersion: typeof MATCH_ALGORITHM_VERSION;
  score: number;
  band: Band;
  cap: ScoreCap | null;
  components: ScoreComponent[];
  matched: MatchedTerm[];
  missing: MissingTerm[];
  /** The score in sentences, most important first. */
  explanation: string[];
}
