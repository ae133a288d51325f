/**
 * "Draft from your resume" in the question form: when it is offered and what it says after a
 * press. The server drafts five kinds of question (experience, why this role, strengths, about
 * you, an achievement) and reads the kind from the question's words; the engine that reads it is
 * too heavy for the page's JavaScript budget, so the action is offered for any question, and says
 * plainly when the resume holds nothing to answer it with. Apart from the form's other rules
 * (application-answer-rules.ts), which the page loads with the section: these load with the form.
 */
import { asSentence } from '@/lib/board-moves';
import type { OperationProblem } from '@/lib/graphql-errors';
import type { AnswerOrigin } from './application-answer-fill';
import { suggestionQuery } from './application-answer-rules';

/** What the last press got, and the question it asked about (as sent). */
export type DraftOutcome =
  | { question: string; status: 'drafted' }
  | { question: string; status: 'nothing' }
  | { question: string; status: 'refused'; problem: OperationProblem };

/** What the action says beside it. */
export interface DraftNote {
  text: string;
  /** A failure is said in the colour of one; the rest, a resume to import included, quietly. */
  tone: 'note' | 'problem';
  /** Where to put right what stopped the draft. */
  link?: { href: string; label: string };
}

/** The form as a draft sees it. */
export interface DraftContext {
  /** The question as typed so far. */
  question: string;
  /** Where the answer field's text came from. */
  origin: AnswerOrigin;
  /** Whether the form is after an answer: the question has none saved, or its field was emptied. */
  isAnswerWanted: boolean;
}

export const DRAFTED_NOTE = 'Drafted from your resume: check it says what you mean.';
export const NOTHING_TO_DRAFT = 'Nothing in your resume answers this one — write it yourself.';

/**
 * The question a draft is asked for (single spaces, as the earlier answers are looked for), or
 * null while it is too short to be a question.
 */
export function draftQuestion(question: string): string | null {
  return suggestionQuery(question);
}

/** What a refused draft says: the resume's problems with where to fix them, else the message. */
export function draftRefusalNote(problem: OperationProblem): DraftNote {
  switch (problem.code) {
    case 'NO_BASE_RESUME':
      return {
        text: 'Drafts quote your base resume, and you have none yet.',
        tone: 'note',
        link: { href: '/resume', label: 'Import your resume first' },
      };
    case 'INVALID_BASE_RESUME':
      return {
        text: 'Your base resume is not valid JSON Resume, so it cannot be quoted.',
        tone: 'note',
        link: { href: '/resume', label: 'Fix your base resume' },
      };
    default:
      return { text: `Could not draft an answer. ${asSentence(problem.message)}`, tone: 'problem' };
  }
}

/** Whether the last press was about the question as it is now (not one changed since). */
function isAbout(outcome: DraftOutcome | null, question: string): outcome is DraftOutcome {
  return outcome !== null && outcome.question === draftQuestion(question);
}

/**
 * What to say beside the action: why the question has no draft, or that the answer is one to
 * check. What the press said about a question changed since no longer holds; the note of a
 * draft stays while the answer holds it, edited or not.
 */
export function draftNote(outcome: DraftOutcome | null, form: DraftContext): DraftNote | null {
  if (isAbout(outcome, form.question)) {
    if (outcome.status === 'nothing') return { text: NOTHING_TO_DRAFT, tone: 'note' };
    if (outcome.status === 'refused') return draftRefusalNote(outcome.problem);
  }
  return form.origin === 'draft' ? { text: DRAFTED_NOTE, tone: 'note' } : null;
}

/**
 * Whether "Draft from your resume" is offered: while the form is after an answer and has a
 * question, unless pressing it again would only repeat itself (the resume had nothing for this
 * question, or the answer is its draft). After a refusal it stays, to try again once the resume
 * is fixed.
 */
export function isDraftOffered(outcome: DraftOutcome | null, form: DraftContext): boolean {
  if (!form.isAnswerWanted || draftQuestion(form.question) === null) return false;
  if (!isAbout(outcome, form.question)) return true;
  if (outcome.status === 'nothing') return false;
  return !(outcome.status === 'drafted' && form.origin === 'draft');
}
