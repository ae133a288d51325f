/**
 * Pairs the posting's duties with the resume bullets that come closest to them, by the skills
 * and plain words they share: what lets a letter say "the role includes X, close to my work at
 * Y" in the posting's and the resume's own words, and say nothing where no bullet is close.
 */
import { wordSet } from '../match/words.js';
import type { ResumeItem } from '../resume/types.js';
import { extractTerms } from '../terms/extract.js';

export interface DutyMatch {
  /** The duty as the posting writes it. */
  duty: string;
  /** The resume's bullet closest to it. */
  bullet: ResumeItem;
}

/** Past these, a duty is a paragraph of its own rather than something a sentence can quote. */
const MAX_DUTY_CHARACTERS = 160;
/** The first duties are the ones a posting leads with; later ones are often boilerplate. */
const MAX_DUTIES_READ = 12;
/**
 * A shared skill counts as much as this many shared words: "Kubernetes" in both says more than
 * "design" in both. A pair needs MIN_CLOSENESS: a shared skill and a word besides, or four words.
 */
const SKILL_WEIGHT = 2;
const MIN_CLOSENESS = 4;

interface Features {
  words: Set<string>;
  skills: Set<string>;
}

function featuresOf(text: string): Features {
  return { words: wordSet(text), skills: new Set(extractTerms(text).map((term) => term.skillId)) };
}

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let count = 0;
  for (const value of a) if (b.has(value)) count++;
  return count;
}

/**
 * Up to `max` pairs of a duty and a bullet, the closest first, each duty and each bullet used
 * once, bullets among `excluded` ids left out (those the letter quotes already). Ties go to the
 * duty the posting lists first, then to the bullet the resume lists first.
 */
export function closestDutyMatches(
  duties: readonly string[],
  bullets: readonly ResumeItem[],
  { max, excluded = new Set<string>() }: { max: number; excluded?: ReadonlySet<string> },
): DutyMatch[] {
  const readDuties = duties
    .map((duty) => duty.trim())
    .filter((duty) => duty !== '' && duty.length <= MAX_DUTY_CHARACTERS)
    .slice(0, MAX_DUTIES_READ)
    .map((duty) => ({ duty, features: featuresOf(duty) }));
  const readBullets = bullets
    .filter((bullet) => bullet.kind === 'highlight' && !excluded.has(bullet.id))
    .map((bullet) => ({ bullet, features: featuresOf(bullet.text) }));

  const pairs: { duty: number; bullet: number; closeness: number }[] = [];
  readDuties.forEach(({ features: duty }, dutyIndex) => {
    readBullets.forEach(({ features: bullet }, bulletIndex) => {
      const closeness =
        sharedCount(duty.words, bullet.words) +
        SKILL_WEIGHT * sharedCount(duty.skills, bullet.skills);
      if (closeness >= MIN_CLOSENESS)
        pairs.push({ duty: dutyIndex, bullet: bulletIndex, closeness });
    });
  });
  pairs.sort((a, b) => b.closeness - a.closeness || a.duty - b.duty || a.bullet - b.bullet);

  const usedDuties = new Set<number>();
  const usedBullets = new Set<number>();
  const matches: DutyMatch[] = [];
  for (const pair of pairs) {
    if (matches.length >= max) break;
    if (usedDuties.has(pair.duty) || usedBullets.has(pair.bullet)) continue;
    usedDuties.add(pair.duty);
    usedBullets.add(pair.bullet);
    const duty = readDuties[pair.duty];
    const bullet = readBullets[pair.bullet];
    if (duty !== undefined && bullet !== undefined)
      matches.push({ duty: duty.duty, bullet: bullet.bullet });
  }
  return matches;
}
