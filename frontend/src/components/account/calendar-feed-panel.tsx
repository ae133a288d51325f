'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { apiBaseUrl } from '@/env';
import { SettingsCalendarFeedDocument } from '@/gql/documents/SettingsCalendarFeedDocument';
import { SettingsCreateCalendarFeedDocument } from '@/gql/documents/SettingsCreateCalendarFeedDocument';
import { SettingsDeleteCalendarFeedDocument } from '@/gql/documents/SettingsDeleteCalendarFeedDocument';
import type { CalendarFeedDetailsFragment } from '@/gql/graphql';
import { calendarFeedAddresses } from '@/lib/calendar-feed-url';
import { problemOf } from '@/lib/graphql-errors';
import { timeAgo } from '@/lib/time-ago';
import { buttonClasses } from '../button-link';
import { ConfirmButtons, useConfirmStep } from '../confirm-step';
import { CalendarIcon } from '../calendar-icon';
import { CopyField, useCopy } from './copy-field';
import { FormAlert } from './fields';
import { ListPending } from './loaded-list';
import { SettingsPanel } from './settings-panel';
import { Spinner } from './spinner';

/** The panel's anchor: the dashboard's "Due this week" card links to /settings#calendar. */
const ANCHOR = 'calendar';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function eventCountSentence(count: number): string {
  if (count === 0) return 'No events yet: add an interview, a follow-up day or a last day to apply';
  return count === 1 ? '1 event now' : `${count.toLocaleString('en')} events now`;
}

function lastReadSentence(lastReadAt: string | null): string {
  if (lastReadAt === null) return 'No calendar app has read it yet';
  const ago = timeAgo(lastReadAt);
  // timeAgo says "5 minutes ago", "just now", "yesterday", and after a week a bare date
  // ("Nov 2"), which needs its "on".
  return /ago$|^just now$|^yesterday$/.test(ago)
    ? `Last read by a calendar app ${ago}`
    : `Last read by a calendar app on ${ago}`;
}

type FocusTarget = 'address' | 'create';

/**
 * The calendar feed: a secret iCalendar address that calendar apps subscribe to, holding the
 * interviews, follow-up days, last days to apply and days to answer offers (docs/app.md,
 * "Calendar feed"). Create it,
 * copy it, replace it when it got out, or turn it off. Loaded in a chunk of its own, with its
 * query.
 */
export function CalendarFeedPanel() {
  const { data, error, refetch } = useQuery(SettingsCalendarFeedDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // A CalendarFeed has no id to be found by in the cache: each answer replaces the query's.
  const [createFeed, { loading: isCreating }] = useMutation(SettingsCreateCalendarFeedDocument, {
    update(cache, { data: created }) {
      if (created)
        cache.writeQuery({
          query: SettingsCalendarFeedDocument,
          data: { calendarFeed: created.createCalendarFeed },
        });
    },
  });
  const [deleteFeed, { loading: isDeleting }] = useMutation(SettingsDeleteCalendarFeedDocument, {
    update(cache, { data: answer }) {
      // False means there was none (turned off in another tab): none either way.
      if (answer)
        cache.writeQuery({ query: SettingsCalendarFeedDocument, data: { calendarFeed: null } });
    },
  });
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const sectionRef = useRef<HTMLDivElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the state a mutation led to is drawn: the button that had it is gone.
  const focusNext = useRef<FocusTarget>(undefined);
  const hasScrolled = useRef(false);
  const feed = data?.calendarFeed;
  const hasFeed = feed !== undefined && feed !== null;

  useEffect(() => {
    const target = focusNext.current === 'address' ? addressRef.current : createRef.current;
    if (focusNext.current === undefined || target === null) return;
    target.focus();
    focusNext.current = undefined;
  });

  // The panel draws after the session, its code and its query: long after the browser looked
  // for the #calendar of the dashboard's link. Scroll to it once it is here.
  useEffect(() => {
    if (feed === undefined || hasScrolled.current) return;
    hasScrolled.current = true;
    if (window.location.hash === `#${ANCHOR}`) sectionRef.current?.scrollIntoView();
  }, [feed]);

  // A calendar app reads the address a while after it was added, usually in another tab or
  // on another device: back in this one, look again.
  useEffect(() => {
    if (!hasFeed) return;
    function lookAgain() {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    }
    document.addEventListener('visibilitychange', lookAgain);
    return () => {
      document.removeEventListener('visibilitychange', lookAgain);
    };
  }, [hasFeed, refetch]);

  async function create(isReplacing: boolean): Promise<boolean> {
    setProblem(undefined);
    setAnnouncement('');
    try {
      await createFeed();
      if (isReplacing) {
        setAnnouncement(
          'New address made; the old one no longer works. Give this one to your calendar apps.',
        );
      } else {
        focusNext.current = 'address';
        setAnnouncement('Calendar address created. Copy it into your calendar app.');
      }
      return true;
    } catch (caught) {
      setProblem(problemOf(caught).message);
      return false;
    }
  }

  async function turnOff() {
    setProblem(undefined);
    setAnnouncement('');
    try {
      await deleteFeed();
      focusNext.current = 'create';
      setAnnouncement('Calendar feed turned off; its address no longer works.');
    } catch (caught) {
      setProblem(problemOf(caught).message);
    }
  }

  return (
    <div id={ANCHOR} ref={sectionRef} className="scroll-mt-24">
      <SettingsPanel
        title="Calendar"
        description="Interviews, follow-ups, last days to apply and offers to answer, in your own calendar."
      >
        {feed === undefined ? (
          <ListPending
            loadError={
              error ? `Could not load your calendar feed. ${problemOf(error).message}` : undefined
            }
            loadingLabel="Loading your calendar feed…"
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : feed === null ? (
          <NoFeed
            createRef={createRef}
            isCreating={isCreating}
            problem={problem}
            onCreate={() => void create(false)}
          />
        ) : (
          <FeedDetails
            feed={feed}
            addressRef={addressRef}
            isReplacing={isCreating}
            isTurningOff={isDeleting}
            problem={problem}
            onReplace={() => create(true)}
            onTurnOff={() => void turnOff()}
          />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </SettingsPanel>
    </div>
  );
}

function NoFeed({
  createRef,
  isCreating,
  problem,
  onCreate,
}: {
  createRef: RefObject<HTMLButtonElement | null>;
  isCreating: boolean;
  problem: string | undefined;
  onCreate: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong bg-canvas-tint px-5 py-8 text-center">
      <CalendarIcon className="mx-auto size-8 text-ink-subtle" strokeWidth={1.3} />
      <p className="mt-3 font-semibold text-ink">No calendar address yet</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">
        Create a secret address for Google Calendar, Apple Calendar or Outlook to subscribe to. Your
        interviews show there at their times, your follow-up days, last days to apply and days to
        answer offers as all-day events, and they change as you change them here.
      </p>
      <button
        ref={createRef}
        type="button"
        disabled={isCreating}
        onClick={onCreate}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        {isCreating ? <Spinner /> : null}
        {isCreating ? 'Creating…' : 'Create calendar address'}
      </button>
      <div className={problem ? 'mt-4 text-left' : undefined}>
        <FormAlert message={problem} />
      </div>
    </div>
  );
}

function FeedDetails({
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

/** "New address" and "Turn off", each asking once, in place, before it acts. */
function FeedActions({
  isReplacing,
  isTurningOff,
  onReplace,
  onTurnOff,
}: {
  isReplacing: boolean;
  isTurningOff: boolean;
  onReplace: () => Promise<boolean>;
  onTurnOff: () => void;
}) {
  const replacing = useConfirmStep();
  const turningOff = useConfirmStep();

  if (replacing.isConfirming)
    return (
      <ConfirmBox label="Confirm a new address">
        <p className="text-sm text-ink">
          Make a new address? The current one stops working at once: calendars subscribed to it stop
          updating until you give them the new one.
        </p>
        <ConfirmButtons
          cancelRef={replacing.cancelRef}
          isPending={isReplacing}
          onCancel={replacing.cancel}
          onConfirm={() => {
            void onReplace().then((isDone) => {
              if (isDone) replacing.cancel();
            });
          }}
          confirmLabel="Yes, new address"
          pendingLabel="Making it…"
          className="flex flex-wrap gap-2"
        />
      </ConfirmBox>
    );
  if (turningOff.isConfirming)
    return (
      <ConfirmBox label="Confirm turning off the calendar feed">
        <p className="text-sm text-ink">
          Turn off the calendar feed? Its address stops working, and calendars subscribed to it stop
          updating.
        </p>
        <ConfirmButtons
          cancelRef={turningOff.cancelRef}
          isPending={isTurningOff}
          onCancel={turningOff.cancel}
          onConfirm={onTurnOff}
          confirmLabel="Yes, turn off"
          pendingLabel="Turning off…"
          className="flex flex-wrap gap-2"
        />
      </ConfirmBox>
    );
  return (
    <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-5">
      <AskButton step={replacing}>New address</AskButton>
      <AskButton step={turningOff}>Turn off</AskButton>
    </div>
  );
}

/** The button that opens a confirmation step, and takes focus back when it closes. */
function AskButton({
  step: { ask, triggerRef },
  children,
}: {
  step: ReturnType<typeof useConfirmStep>;
  children: ReactNode;
}) {
  return (
    <button
      ref={triggerRef}
      type="button"
      onClick={ask}
      className={buttonClasses('secondary', 'md')}
    >
      {children}
    </button>
  );
}

function ConfirmBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-5 border-t border-line pt-5">
      <div
        role="group"
        aria-label={label}
        className="flex flex-col gap-3 rounded-lg border border-bad/30 bg-bad/5 p-3"
      >
        {children}
      </div>
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
