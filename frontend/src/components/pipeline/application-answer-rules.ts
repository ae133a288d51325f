/**
 * "Questions on the form": the form's checks and what it sends, the answer's count, the kinds'
 * names and which earlier answers to offer. Pure, so they can be tested without a browser. The
 * checks mirror the server's (backend/src/answers/application-answer-service.ts), which checks
 * again: the person sees what is wrong by the field before anything is sent.
 */
import type {
  AddApplicationAnswerInput,
  ApplicationPageAnswerFragment,
  QuestionKind,
  UpdateApplicationAnswerInput,
} from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { jobLabel } from '@/lib/job-label';
import { refusedFieldOf } from '@/lib/refused-field';

/** The server's limits, in characters of trimmed text. */
export const ANSWER_LIMITS = { question: 1000, answer: 10_000 } as const;

/** An application holds at most this many questions; the server refuses the next one. */
export const MAX_ANSWERS = 50;

/** Earlier answers are looked for once a question has this many characters: fewer match anything. */
export const SUGGEST_MIN_LENGTH = 3;
/** How long typing pauses before earlier answers are looked for: not one request a keystroke. */
export const SUGGEST_DELAY_MS = 400;
/** How many earlier answers are offered: a few fit under the answer without burying Save. */
export const SUGGESTIONS_ASKED = 3;

/** What each kind of question is called on its badge. */
export const KIND_LABELS: Record<QuestionKind, string> = {
  salary: 'Salary',
  work_authorization: 'Right to work',
  sponsorship: 'Visa sponsorship',
  start_date: 'Start date',
  relocation: 'Relocation',
  work_arrangement: 'Remote or on site',
  why_company: 'Why this company',
  why_role: 'Why this role',
  about_you: 'About you',
  strengths: 'Strengths',
  weaknesses: 'Weaknesses',
  achievement: 'Achievement',
  challenge: 'A challenge',
  experience: 'Experience',
  referral: 'How you heard',
};

/** The form's fields, as typed. */
export interface AnswerDraft {
  question: string;
  answer: string;
}

export type AnswerField = keyof AnswerDraft;

export type AnswerErrors = Partial<Record<AnswerField, string>>;

/** The fields in the order they are drawn: the first one wrong takes focus. */
export const ANSWER_FIELDS: readonly AnswerField[] = ['question', 'answer'];

/** The form's fields for a new question, or for one as it is stored. */
export function answerDraft(item: ApplicationPageAnswerFragment | null): AnswerDraft {
  return { question: item?.question ?? '', answer: item?.answer ?? '' };
}

export interface TextCount {
  words: number;
  characters: number;
  /** Whether the answer is longer than the server keeps. */
  isOverLimit: boolean;
}

/**
 * The answer's words and characters, counted on the trimmed text: that is what is saved and
 * copied, so the number is the one a form with a character cap will see.
 */
export function countAnswer(text: string): TextCount {
  const trimmed = text.trim();
  const words = trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
  return {
    words,
    characters: trimmed.length,
    isOverLimit: trimmed.length > ANSWER_LIMITS.answer,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "12 words · 64 characters", and how far over the limit when it is. */
export function countText({ words, characters, isOverLimit }: TextCount): string {
  const count = `${plural(words, 'word', 'words')} · ${plural(characters, 'character', 'characters')}`;
  if (!isOverLimit) return count;
  const over = characters - ANSWER_LIMITS.answer;
  return `${count}: ${over.toLocaleString('en-US')} over the ${ANSWER_LIMITS.answer.toLocaleString('en-US')} limit`;
}

/** What is wrong with each field; empty when the form can be sent. */
export function checkAnswer(draft: AnswerDraft): AnswerErrors {
  const errors: AnswerErrors = {};
  const question = draft.question.trim();
  if (question === '') errors.question = 'Enter the question as the form asks it.';
  else if (question.length > ANSWER_LIMITS.question)
    errors.question = `A question has at most ${ANSWER_LIMITS.question.toLocaleString('en-US')} characters.`;
  const { characters, isOverLimit } = countAnswer(draft.answer);
  if (isOverLimit)
    errors.answer = `An answer has at most ${ANSWER_LIMITS.answer.toLocaleString('en-US')} characters; this one has ${characters.toLocaleString('en-US')}.`;
  return errors;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** What adds the question the form holds; call after checkAnswer. */
export function addAnswerInput(
  applicationId: string,
  draft: AnswerDraft,
): AddApplicationAnswerInput {
  return { applicationId, question: draft.question.trim(), answer: textOrNull(draft.answer) };
}

/**
 * The update that saves the form, with only the fields it changes (an emptied answer is null,
 * which clears it), or null when it changes nothing.
 */
export function answerUpdate(
  item: ApplicationPageAnswerFragment,
  draft: AnswerDraft,
): UpdateApplicationAnswerInput | null {
  const input: UpdateApplicationAnswerInput = { id: item.id };
  const question = draft.question.trim();
  const answer = textOrNull(draft.answer);
  if (question !== item.question) input.question = question;
  if (answer !== item.answer) input.answer = answer;
  return Object.keys(input).length > 1 ? input : null;
}

/** Whether the form holds something other than what it opened with. */
export function isDraftChanged(initial: AnswerDraft, draft: AnswerDraft): boolean {
  return ANSWER_FIELDS.some((key) => initial[key].trim() !== draft[key].trim());
}

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`), so its message can
 * sit by that field; undefined for any other problem.
 */
export function refusedAnswerField(problem: OperationProblem): AnswerField | undefined {
  return refusedFieldOf(problem, ANSWER_FIELDS);
}

/** Whether a refusal says the application holds all the questions it can. */
export function isAnswerLimitRefusal(problem: OperationProblem): boolean {
  return refusedFieldOf(problem, ['applicationId']) !== undefined;
}

/** How much of a question names it on its buttons for screen readers ("Edit, Why us?"). */
const NAMED_LENGTH = 60;

/** The question as its buttons name it: one line, cut at a word past 60 characters. */
export function questionName(question: string): string {
  const line = question.trim().replace(/\s+/gu, ' ');
  if (line.length <= NAMED_LENGTH) return line;
  const cut = line.slice(0, NAMED_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > NAMED_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/u, '')}…`;
}

/** The question earlier answers are looked for with, or null while it is too short to. */
export function suggestionQuery(question: string): string | null {
  const trimmed = question.trim().replace(/\s+/gu, ' ');
  return trimmed.length >= SUGGEST_MIN_LENGTH ? trimmed : null;
}

/** An earlier answer as the query gives it (ApplicationPageAnswerSuggestions). */
export interface EarlierAnswer {
  timesUsed: number;
  sameKind: boolean;
  answer: {
    id: string;
    question: string;
    answer: string | null;
    kind: QuestionKind | null;
    application: { job: { title: string; company: string | null } };
  };
}

/** An earlier answer as the form offers it. */
export interface OfferedAnswer {
  id: string;
  question: string;
  answer: string;
  /** "Platform Engineer · Northwind Traders". */
  job: string;
  /** "used 3 times"; null when it was given once. */
  usage: string | null;
  /** The kind both questions ask about ("Salary"); null when they are not of one kind. */
  kindLabel: string | null;
}

/** Spacing aside, which the server also ignores when it counts the same answer. */
function comparable(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * The earlier answers to offer, best first as the server ranked them: those with an answer (a
 * question still unanswered has nothing to reuse), each text once.
 */
export function offeredAnswers(suggestions: readonly EarlierAnswer[]): OfferedAnswer[] {
  const seen = new Set<string>();
  const offered: OfferedAnswer[] = [];
  for (const { answer, timesUsed, sameKind } of suggestions) {
    const text = answer.answer?.trim() ?? '';
    if (text === '' || seen.has(comparable(text))) continue;
    seen.add(comparable(text));
    offered.push({
      id: answer.id,
      question: answer.question,
      answer: text,
      job: jobLabel(answer.application.job),
      usage: timesUsed > 1 ? `used ${timesUsed.toLocaleString('en-US')} times` : null,
      kindLabel: sameKind && answer.kind ? KIND_LABELS[answer.kind] : null,
    });
  }
  return offered;
}

/** Whether the answer field holds this earlier answer already (spacing aside). */
export function isInAnswer(offered: OfferedAnswer, answerText: string): boolean {
  return comparable(offered.answer) === comparable(answerText);
}

/** What the person hears when earlier answers are offered; empty when there are none. */
export function offeredText(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? '1 earlier answer to a question like this one.'
    : `${count.toLocaleString('en-US')} earlier answers to questions like this one.`;
}
