/**
 * What "Before you apply" says of each thing that goes with an application, from what is stored
 * and what the reviews found: ready, still to do, being checked, or up to the person.
 */
import { greetingByName, greetsByName } from '@resume-agent/tailor/letter-greeting';
import { linkToAnswer, whyCompanyQuestion } from './use-linked-question';

export type ReadinessState = 'ready' | 'todo' | 'checking' | 'optional';

export interface ReviewCounts {
  problemCount: number;
  suggestionCount: number;
}

export interface ReadinessItem {
  key: 'resume' | 'letter' | 'reasons' | 'questions' | 'recipient';
  label: string;
  state: ReadinessState;
  detail: string;
  /** Where it is done; null when there is nothing to do. */
  action: { label: string; href: string } | null;
  /** What it can be fixed to right here. */
  quickFix?: QuickFix;
}

/** A change made from the card at one press: the cover letter as it would be saved. */
export interface QuickFix {
  label: string;
  letterText: string;
}

export interface ReadinessFacts {
  applicationId: string;
  jobId: string;
  company: string | null;
  isTailored: boolean;
  /** The tailored resume's review: undefined while it runs, null when it could not run. */
  resumeReview: ReviewCounts | null | undefined;
  hasLetter: boolean;
  /** The cover letter's check, as resumeReview. */
  letterReview: ReviewCounts | null | undefined;
  /** The question whose answer new letters set out as the reasons; null without one. */
  motivationQuestion: string | null;
  answers: readonly { answer: string | null }[];
  /** The application's contacts, in the order they were added. */
  contacts: readonly { name: string; role: string | null }[];
  /** The cover letter as saved; null without one. */
  letterText: string | null;
}

/** A sentence's end, unless it trails off already ("checking it…"). */
function sentence(text: string): string {
  return text.endsWith('…') ? text : `${text}.`;
}

function plural(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** "1 to fix · 2 suggestions", "2 suggestions", "nothing to fix". */
export function findingsText({ problemCount, suggestionCount }: ReviewCounts): string {
  const parts = [
    problemCount > 0 ? `${String(problemCount)} to fix` : null,
    suggestionCount > 0 ? plural(suggestionCount, 'suggestion', 'suggestions') : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'nothing to fix' : parts.join(' · ');
}

/** A stored thing and its review, as one item: checking, ready, or with something to fix. */
function reviewedState(review: ReviewCounts | null | undefined): {
  state: ReadinessState;
  said: string;
} {
  if (review === undefined) return { state: 'checking', said: 'checking it…' };
  if (review === null) return { state: 'ready', said: 'could not check it just now' };
  return { state: review.problemCount > 0 ? 'todo' : 'ready', said: findingsText(review) };
}

export function readinessItems(facts: ReadinessFacts): ReadinessItem[] {
  const jobPage = `/jobs/${facts.jobId}`;
  const items: ReadinessItem[] = [];

  if (!facts.isTailored)
    items.push({
      key: 'resume',
      label: 'Tailored resume',
      state: 'todo',
      detail: 'Not tailored to this job yet.',
      action: { label: 'Tailor it', href: `${jobPage}#tailored` },
    });
  else {
    const { state, said } = reviewedState(facts.resumeReview);
    items.push({
      key: 'resume',
      label: 'Tailored resume',
      state,
      detail: sentence(`Tailored; its review: ${said}`),
      action: state === 'todo' ? { label: 'See the review', href: `${jobPage}#tailored` } : null,
    });
  }

  if (!facts.hasLetter)
    items.push({
      key: 'letter',
      label: 'Cover letter',
      state: 'todo',
      detail: 'No letter yet: tailoring drafts one.',
      action: { label: 'Go to the job', href: `${jobPage}#cover-letter` },
    });
  else {
    const { state, said } = reviewedState(facts.letterReview);
    items.push({
      key: 'letter',
      label: 'Cover letter',
      state,
      detail: sentence(`Drafted; its check: ${said}`),
      action:
        state === 'todo' ? { label: 'Open the letter', href: `${jobPage}#cover-letter` } : null,
    });
  }

  const question = whyCompanyQuestion(facts.company);
  items.push(
    facts.motivationQuestion === null
      ? {
          key: 'reasons',
          label: 'Why this company',
          state: 'todo',
          detail: 'Not written yet: only you can say it, and new letters set it out.',
          action: { label: 'Write it', href: linkToAnswer(facts.applicationId, question) },
        }
      : {
          key: 'reasons',
          label: 'Why this company',
          state: 'ready',
          detail: `Your answer to “${facts.motivationQuestion}”.`,
          action: null,
        },
  );

  const total = facts.answers.length;
  const waiting = facts.answers.filter((item) => item.answer === null).length;
  items.push(
    total === 0
      ? {
          key: 'questions',
          label: 'Questions on the form',
          state: 'optional',
          detail: 'None written down.',
          action: null,
        }
      : waiting > 0
        ? {
            key: 'questions',
            label: 'Questions on the form',
            state: 'todo',
            detail: `${String(waiting)} of ${String(total)} waiting for an answer.`,
            action: { label: 'Answer them', href: '#answers' },
          }
        : {
            key: 'questions',
            label: 'Questions on the form',
            state: 'ready',
            detail: total === 1 ? 'Answered.' : `All ${String(total)} answered.`,
            action: null,
          },
  );
  items.push(recipientItem(facts, jobPage));
  return items;
}

/**
 * Whom the letter greets by name: the first contact whose role names the hiring manager, as the
 * server picks when it drafts a letter (findLetterRecipient in the backend).
 */
function hiringManagerOf(contacts: ReadinessFacts['contacts']) {
  return contacts.find((contact) => /hiring manager/i.test(contact.role ?? '')) ?? null;
}

/** Who the application goes to: the hiring manager the letter should greet, or whom to add. */
function recipientItem(facts: ReadinessFacts, jobPage: string): ReadinessItem {
  const label = 'Who it goes to';
  const manager = hiringManagerOf(facts.contacts);
  if (manager === null) {
    const [first] = facts.contacts;
    if (first === undefined)
      return {
        key: 'recipient',
        label,
        state: 'optional',
        detail: `No one at ${facts.company ?? 'the company'} noted yet: the hiring manager, for the letter to greet by name, or someone who could refer you.`,
        action: { label: 'Add a contact', href: '#contacts' },
      };
    const others = facts.contacts.length - 1;
    const noted =
      others === 0 ? first.name : `${first.name} and ${plural(others, 'other', 'others')}`;
    return {
      key: 'recipient',
      label,
      state: 'optional',
      detail: `${noted} noted, no hiring manager: new letters greet the hiring team.`,
      action: null,
    };
  }
  if (facts.letterText === null)
    return {
      key: 'recipient',
      label,
      state: 'ready',
      detail: `New letters greet ${manager.name}, the hiring manager.`,
      action: null,
    };
  return greetsByName(facts.letterText, manager.name)
    ? {
        key: 'recipient',
        label,
        state: 'ready',
        detail: `The letter greets ${manager.name}, the hiring manager.`,
        action: null,
      }
    : {
        key: 'recipient',
        label,
        state: 'todo',
        detail: `${manager.name} is the hiring manager, and the letter does not greet them by name.`,
        action: { label: 'Open the letter', href: `${jobPage}#cover-letter` },
        quickFix: {
          label: `Greet ${manager.name}`,
          letterText: greetingByName(facts.letterText, manager.name),
        },
      };
}

/** "3 of 4 ready"; "All ready" when nothing is left. */
export function readinessSummary(items: readonly ReadinessItem[]): string {
  const counted = items.filter((item) => item.state !== 'optional');
  const ready = counted.filter((item) => item.state === 'ready').length;
  return ready === counted.length
    ? 'All ready'
    : `${String(ready)} of ${String(counted.length)} ready`;
}
