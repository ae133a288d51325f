/** The add-a-job forms' checks and messages; pure so they can be tested without a browser. */
import type { OperationProblem } from '@/lib/graphql-errors';

/** Pasted text that starts with a tag is HTML (a copied page source or an e-mail). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/** Why a link cannot be a job posting's address, or undefined when it can. */
export function checkJobUrl(
  value: string,
  { required }: { required: boolean },
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required ? 'Enter the link to the job posting.' : undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'Enter a full link, starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a web link, starting with https://';
  return undefined;
}

export interface ImportFailure {
  /** What happened, in one sentence. */
  message: string;
  /** The server's own words, when they add something. */
  detail: string | null;
  /** Whether pasting the text is the way forward. */
  suggestPaste: boolean;
}

/** What to tell the person when reading a posting from a link failed. */
export function importFailure(problem: OperationProblem): ImportFailure {
  switch (problem.code) {
    case 'NO_JOB_POSTING':
      return {
        message:
          'That page has no job posting we can read: it does not publish schema.org JobPosting data. Paste the posting’s text instead.',
        detail: null,
        suggestPaste: true,
      };
    case 'FETCH_FAILED':
      return {
        message:
          'We could not load that page. Check that the link opens in your browser, or paste the posting’s text instead.',
        detail: problem.message,
        suggestPaste: true,
      };
    case 'BAD_USER_INPUT':
    case 'VALIDATION_FAILED':
      return { message: problem.message, detail: null, suggestPaste: false };
    case 'NETWORK_ERROR':
      return { message: problem.message, detail: null, suggestPaste: false };
    default:
      return {
        message:
          'Something went wrong while reading that page. You can paste the posting’s text instead.',
        detail: problem.message,
        suggestPaste: true,
      };
  }
}

/** Empty optional fields are left out, so the engine reads them from the posting. */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
