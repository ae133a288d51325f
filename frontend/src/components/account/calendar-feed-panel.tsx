'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAnchorArrival } from '@/components/use-anchor-arrival';
import { SettingsCalendarFeedDocument } from '@/gql/documents/SettingsCalendarFeedDocument';
import { SettingsCreateCalendarFeedDocument } from '@/gql/documents/SettingsCreateCalendarFeedDocument';
import { SettingsDeleteCalendarFeedDocument } from '@/gql/documents/SettingsDeleteCalendarFeedDocument';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses } from '../button-link';
import { CalendarIcon } from '../calendar-icon';
import { FeedDetails } from './calendar-feed-details';
import { FormAlert } from './fields';
import { ListPending } from './loaded-list';
import { SettingsPanel } from './settings-panel';
import { Spinner } from './spinner';

/** The panel's anchor: the dashboard's "Due this week" card links to /settings#calendar. */
const ANCHOR = 'calendar';

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
  const feed = data?.calendarFeed;
  const hasFeed = feed !== undefined && feed !== null;

  useEffect(() => {
    const target = focusNext.current === 'address' ? addressRef.current : createRef.current;
    if (focusNext.current === undefined || target === null) return;
    target.focus();
    focusNext.current = undefined;
  });

  // The dashboard's link leads to #calendar: in view once the panel's query has answered.
  useAnchorArrival(ANCHOR, feed !== undefined, { scrollTo: sectionRef });

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
