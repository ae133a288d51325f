import { useId, type RefObject } from 'react';
import { apiBaseUrl } from '@/env';
import type { CalendarFeedDetailsFragment } from '@/gql/graphql';
import { calendarFeedAddresses } from '@/lib/calendar-feed-url';
import { buttonClasses } from '../button-link';
import { CalendarIcon } from '../calendar-icon';
import { FeedActions } from './calendar-feed-actions';
import { eventCountSentence, formatDate, lastReadSentence } from './calendar-feed-text';
import { CopyField, useCopy } from './copy-field';
import { FormAlert } from './fields';

/**
 * The calendar feed once there is one: its address to copy, how many events it holds and when a
 * calendar app last read it, how to subscribe in the common apps, and its actions.
 */
export function FeedDetails({
  feed,
  addressRef,
  isReplacing,
  isTurningOff,
  problem,
  onReplace,
  onTurnOff,
}: {
  feed: CalendarFeedDetailsFragment;
  addressRef: RefObject<HTMLInputElement | null>;
  isReplacing: boolean;
  isTurningOff: boolean;
  problem: string | undefined;
  /** Says whether the new address came, so that the confirmation can close. */
  onReplace: () => Promise<boolean>;
  onTurnOff: () => void;
}) {
  const { url, webcalUrl } = calendarFeedAddresses(apiBaseUrl, feed.path);
  return (
    <div className="rounded-xl border border-line bg-surface p-5 sm:p-6">
      <AddressField url={url} fieldRef={addressRef} />

      <ul className="mt-3 space-y-1 text-sm text-ink-muted">
        <li className={feed.eventCount > 0 ? 'font-medium text-ink' : undefined}>
          {eventCountSentence(feed.eventCount)}
        </li>
        <li>
          Created <time dateTime={feed.createdAt}>{formatDate(feed.createdAt)}</time>
        </li>
        <li>
          {feed.lastReadAt === null ? (
            lastReadSentence(null)
          ) : (
            <time dateTime={feed.lastReadAt}>{lastReadSentence(feed.lastReadAt)}</time>
          )}
        </li>
      </ul>

      <div className="mt-5 border-t border-line pt-5">
        <h3 className="text-sm font-semibold text-ink">Add it to your calendar</h3>
        <p className="mt-1 text-sm text-ink-muted">
          Open it in this device&apos;s calendar app, or paste the address into yours.
        </p>
        <a href={webcalUrl} className={buttonClasses('secondary', 'md', 'mt-3')}>
          <CalendarIcon className="size-4" strokeWidth={1.3} />
          Open in calendar app
        </a>
        <ul className="mt-3 space-y-1.5 text-sm text-ink-muted">
          <HowTo app="Google Calendar" steps={['Other calendars', 'From URL']} />
          <HowTo app="Apple Calendar" steps={['File', 'New Calendar Subscription']} />
          <HowTo app="Outlook" steps={['Add calendar', 'Subscribe from web']} />
        </ul>
        <p className="mt-2 text-sm text-ink-muted">
          Calendar apps look for changes on their own schedule, often only every few hours.
        </p>
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-warn-line bg-warn-soft px-3 py-2.5 text-sm text-ink">
          <LockIcon />
          <span>
            Whoever has this address sees the job titles and companies in it, without signing in.
            Keep it to yourself; if it got out, make a new one.
          </span>
        </p>
      </div>

      <FeedActions
        isReplacing={isReplacing}
        isTurningOff={isTurningOff}
        onReplace={onReplace}
        onTurnOff={onTurnOff}
      />
      <div className={problem ? 'mt-3' : undefined}>
        <FormAlert message={problem} />
      </div>
    </div>
  );
}

function HowTo({ app, steps }: { app: string; steps: string[] }) {
  return (
    <li>
      <span className="font-medium text-ink">{app}:</span>{' '}
      {steps.map((step, index) => (
        <span key={step}>
          {index > 0 ? (
            <>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">, then </span>
            </>
          ) : null}
          <span className="font-medium text-ink">{step}</span>
        </span>
      ))}
      , then paste the address.
    </li>
  );
}

/** The address, read-only, with Copy; where the clipboard is refused, it is selected instead. */
function AddressField({
  url,
  fieldRef,
}: {
  url: string;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const { copyState, copy } = useCopy(url, fieldRef);

  return (
    <div>
      <label htmlFor={`${id}-address`} className="block text-sm font-medium text-ink">
        Calendar address
      </label>
      <div className="mt-1.5">
        <CopyField
          id={`${id}-address`}
          value={url}
          fieldRef={fieldRef}
          copyState={copyState}
          onCopy={copy}
        />
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
        {copyState === 'copied'
          ? 'Copied to the clipboard.'
          : copyState === 'failed'
            ? 'Could not copy automatically: the address is selected. Press Ctrl+C (⌘C) to copy.'
            : ''}
      </p>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden="true">
      <rect
        x="4"
        y="9"
        width="12"
        height="8"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
