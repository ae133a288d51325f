'use client';

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { User } from '@/lib/api';
import { sendEmailConfirmation } from '../account/send-email-confirmation';
import { Spinner } from '../account/spinner';
import { buttonClasses } from '../button-link';
import { lineIconProps } from '../icons';

/** Which account's notice this tab has dismissed; another account signing in sees its own. */
const DISMISSED_KEY = 'resume-agent:email-notice-dismissed';

function isDismissed(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    // Storage can be off (a privacy setting): the notice then shows on every page.
    return false;
  }
}

function rememberDismissal(userId: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Dismissed on this page only.
  }
}

type Feedback = { text: string; isProblem: boolean };

/**
 * Above every signed-in page but Settings (whose Account panel says the same, and more) while
 * the account's address is not confirmed. It does not name the address: while a change waits,
 * the link went to the new one, which only the GraphQL API knows. A way to send it again, and a dismissal that lasts the tab's session. Drawn in the
 * browser only: the shell knows the user once the session check has answered, and loads this
 * code only then, for such an account.
 */
export function EmailConfirmationNotice({ user }: { user: User }) {
  const client = useApolloClient();
  const [isHidden, setIsHidden] = useState(() => isDismissed(user.id));
  const [isSending, setIsSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>();

  if (isHidden) return null;

  async function sendAgain() {
    setIsSending(true);
    setFeedback(undefined);
    const sending = await sendEmailConfirmation(client);
    setIsSending(false);
    setFeedback(
      'sentTo' in sending
        ? // Named: while a change of address waits, the link goes to the new address.
          {
            text: `Sent to ${sending.sentTo}. Use the link in the newest e-mail.`,
            isProblem: false,
          }
        : { text: sending.problem, isProblem: true },
    );
  }

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-8 rounded-xl border border-accent-line bg-accent-soft py-3 pr-2 pl-4 sm:pr-3"
    >
      <div className="flex items-start gap-3 sm:items-center">
        <svg {...lineIconProps('hidden size-5 shrink-0 text-accent sm:block')}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m4 7 8 6 8-6" />
        </svg>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
          <p className="text-sm text-ink sm:flex-1">
            <strong className="font-semibold">Confirm your e-mail address:</strong> open the link we
            e-mailed you.
          </p>
          <button
            type="button"
            disabled={isSending}
            onClick={() => void sendAgain()}
            className={buttonClasses('secondary', 'md', 'shrink-0')}
          >
            {isSending ? <Spinner /> : null}
            Send it again
          </button>
        </div>
        <button
          type="button"
          onClick={() => {
            rememberDismissal(user.id);
            setIsHidden(true);
          }}
          className="shrink-0 rounded-md p-2 text-ink-muted hover:bg-surface hover:text-ink"
        >
          <svg {...lineIconProps('size-5')}>
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">Dismiss</span>
        </button>
      </div>
      {/* Always there, so that what appears in it is announced; spaced only when it speaks. */}
      <p
        role="status"
        className={
          feedback
            ? `mt-2 text-sm sm:pl-8 ${feedback.isProblem ? 'text-bad' : 'text-ink-muted'}`
            : undefined
        }
      >
        {feedback?.text}
      </p>
    </section>
  );
}
