/**
 * Earlier answers worth reusing for a question an application form asks. A question is matched
 * against the questions answered before by what it asks about (its kind) and by the words they
 * share, rare words counting more: "How many years of Python have you used?" is nearer to another
 * question about Python than to one about Go, although both ask about experience.
 */
import { questionKindOf } from './question-kind.js';

export interface AnsweredQuestion {
  id: string;
  question: string;
  /** The same for answers that read alike; suggestions show one answer once. */
  answerKey: string;
  /** ISO 8601; of alike answers' questions equally near, the latest is the one suggested. */
  updatedAt: string;
}

export interface AnswerSuggestionRank {
  /** The id of the answered question suggested: of those given its answer, the nearest. */
  id: string;
  /** How many of the answered questions gave this answer. */
  timesUsed: number;
  sameKind: boolean;
  /** How alike the two questions read, 0 to 1: the weight of the words shared over all of both's. */
  similarity: number;
}

/** Suggested on wording alone from here up: about a third of what the two say in common. */
const MIN_SIMILARITY = 0.3;
/** Asking about the same thing counts for half a question's words. */
const SAME_KIND_BONUS = 0.5;
/**
 * Experience questions are about a skill each ("years of Python", "years of Go"): the kind
 * alone does not make an earlier answer fit, so it counts little and wording has to carry it.
 */
const SAME_EXPERIENCE_BONUS = 0.1;

/** Words every question has, which say nothing of what it asks. */
const STOPWORDS = new Set(
  `a about all also am an and any are as at be been being but by can could describe did do does
  done for from had has have here how i if in into is it its just me my no not of on or our
  please share should so tell than that the their them then there these they this those to us
  was we were what when where which who why will with would yes you your yours`.split(/\s+/u),
);

/** A crude stem: plurals and the common endings, so "expectations" meets "expected". */
function stemOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ations')) return word.slice(0, -6);
  if (word.length > 4 && word.endsWith('ation')) return word.slice(0, -5);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/u.test(word))
    return word.slice(0, -1);
  return word;
}

export function questionWords(question: string): Set<string> {
  const words = new Set<string>();
  for (const match of question.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
    const word = match[0].replace(/['’](?:s|t|re|ve|ll|d|m)$/u, '');
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    words.add(stemOf(word));
  }
  return words;
}

/** The weight of a word: rarer among the questions, heavier (a smoothed inverse frequency). */
function weightsOf(sets: readonly Set<string>[]): (word: string) => number {
  const counts = new Map<string, number>();
  for (const words of sets) for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return (word) => Math.log(1 + sets.length / ((counts.get(word) ?? 0) + 1));
}

function similarityOf(a: Set<string>, b: Set<string>, weight: (word: string) => number): number {
  let shared = 0;
  let all = 0;
  for (const word of a) {
    const w = weight(word);
    all += w;
    if (b.has(word)) shared += w;
  }
  for (const word of b) if (!a.has(word)) all += weight(word);
  return all === 0 ? 0 : shared / all;
}

interface Ranked {
  row: AnsweredQuestion;
  score: number;
  sameKind: boolean;
  similarity: number;
}

function isBetter(a: Ranked, b: Ranked): boolean {
  return a.score !== b.score ? a.score > b.score : a.row.updatedAt > b.row.updatedAt;
}

/**
 * The earlier answers to suggest for `question`, best first, each answer once: with the question
 * nearest to `question` among those it was given to.
 */
export function rankEarlierAnswers(
  question: string,
  answered: readonly AnsweredQuestion[],
  limit: number,
): AnswerSuggestionRank[] {
  const kind = questionKindOf(question);
  const asked = questionWords(question);
  const sets = answered.map((row) => questionWords(row.question));
  const weight = weightsOf([asked, ...sets]);

  const bestByAnswer = new Map<string, Ranked>();
  const uses = new Map<string, number>();
  answered.forEach((row, index) => {
    uses.set(row.answerKey, (uses.get(row.answerKey) ?? 0) + 1);
    const sameKind = kind !== null && questionKindOf(row.question) === kind;
    const similarity = similarityOf(asked, sets[index] ?? new Set(), weight);
    const fits = similarity >= MIN_SIMILARITY || (sameKind && kind !== 'experience');
    if (!fits) return;
    const bonus = !sameKind ? 0 : kind === 'experience' ? SAME_EXPERIENCE_BONUS : SAME_KIND_BONUS;
    const ranked = { row, score: similarity + bonus, sameKind, similarity };
    const best = bestByAnswer.get(row.answerKey);
    if (best === undefined || isBetter(ranked, best)) bestByAnswer.set(row.answerKey, ranked);
  });

  return [...bestByAnswer.values()]
    .sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0))
    .slice(0, limit)
    .map(({ row, sameKind, similarity }) => ({
      id: row.id,
      timesUsed: uses.get(row.answerKey) ?? 1,
      sameKind,
      similarity: Math.round(similarity * 100) / 100,
    }));
}
