'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { ApiError, api, type User } from '@/lib/api';
import { useSessionUser } from '../app/app-shell';
import { buttonClasses } from '../button-link';
import { useFocusReturn } from '../confirm-step';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { FormAlert } from './fields';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsPanel } from './sessions-panel';
import { SettingsPanel as Panel } from './settings-panel';
import { Spinner } from './spinner';
import { TokensPanel } from './tokens-panel';

// Opened by "Change e-mail": its code loads on hover or focus of that button.
const EmailForm = lazyComponent(() => import('./email-form').then((module) => module.EmailForm));
// With its query: a change of address waiting for its link shows a moment after the panel.
const EmailStatus = lazyComponent(() =>
  import('./email-status').then((module) => module.EmailStatus),
);
// With its query and mutation: the settings route is at the edge of its JavaScript budget.
// Fetched as soon as this module runs, while the session is checked, so it is usually here when
// the panel draws; until then its place is held, and the panels below do not move when it comes.
const WeeklyGoalForm = lazyComponent(
  () => import('./weekly-goal-form').then((module) => module.WeeklyGoalForm),
  {
    fallback: () => (
      <p role="status" className="flex min-h-[5.625rem] items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading your weekly goal…
      </p>
    ),
  },
);
if (typeof window !== 'undefined') WeeklyGoalForm.prefetch();
// With its query and mutations, fetched early like the weekly goal's. Its place is held as high
// as the panel drawn off on a wide screen, the state of most accounts.
const ReminderEmailPanel = lazyComponent(
  () => import('./reminder-email-panel').then((module) => module.ReminderEmailPanel),
  {
    fallback: () => (
      <p
        role="status"
        className="flex min-h-[15.3125rem] items-center gap-2 text-sm text-ink-muted"
      >
        <Spinner /> Loading your reminder e-mail…
      </p>
    ),
  },
);
if (typeof window !== 'undefined') ReminderEmailPanel.prefetch();
// With its query and mutations: the settings route is at the edge of its JavaScript budget.
const CalendarFeedPanel = lazyComponent(() =>
  import('./calendar-feed-panel').then((module) => module.CalendarFeedPanel),
);

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The account settings: who is signed in, sign out, profile, the weekly goal, the reminder
 * e-mail, password, signed-in sessions, personal access tokens, the calendar feed, a download
 * of the account's data, and deleting the account.
 */
export function SettingsView() {
  const user = useSessionUser();
  // A password change signs out the other sessions: the list is read again after one.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const weeklyGoalRef = useRef<HTMLDivElement>(null);
  const reminderEmailRef = useRef<HTMLDivElement>(null);
  return (
    <div className="space-y-10">
      <AccountPanel user={user} />
      <Panel title="Profile" description="How the app shows you.">
        <div className="rounded-xl border border-line bg-surface p-5">
          <ProfileForm initialDisplayName={user.displayName} />
        </div>
      </Panel>
      {/* The dashboard's "This week" card links here (WEEKLY_GOAL_HREF). */}
      <div id="weekly-goal" ref={weeklyGoalRef} className="scroll-mt-24">
        <Panel
          title="Weekly goal"
          description="How many applications you mean to send each week. The dashboard counts them from Monday."
        >
          <div className="rounded-xl border border-line bg-surface p-5">
            <WeeklyGoalForm panelRef={weeklyGoalRef} />
          </div>
        </Panel>
      </div>
      {/* The reminder e-mail's footer links here (REMINDER_EMAIL_HREF), as the unsubscribe page. */}
      <div id="reminder-email" ref={reminderEmailRef} className="scroll-mt-24">
        <Panel
          title="Reminder e-mail"
          description="A morning e-mail of what your job search holds that day, on the days something is due."
        >
          <div className="rounded-xl border border-line bg-surface p-5">
            <ReminderEmailPanel panelRef={reminderEmailRef} />
          </div>
        </Panel>
      </div>
      <Panel
        title="Password"
        description="Changing it signs out every other device; this one stays signed in."
      >
        <div className="rounded-xl border border-line bg-surface p-5">
          <PasswordForm
            email={user.email}
            onChanged={() => {
              setSessionsVersion((version) => version + 1);
            }}
          />
        </div>
      </Panel>
      <SessionsPanel key={sessionsVersion} />
      <TokensPanel />
      <CalendarFeedPanel />
      <DataExportPanel />
      <DeleteAccountPanel />
    </div>
  );
}

function AccountPanel({ user }: { user: User }) {
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();
  const [isChangingEmail, setIsChangingEmail] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // When the form closes (changed or cancelled), focus goes back to the button that opened it.
  const changeEmailRef = useFocusReturn(isChangingEmail);

  async function signOut() {
    setIsPending(true);
    setError(undefined);
    try {
      await api.signOut();
      router.push('/sign-in');
      router.refresh();
    } catch (caught) {
      setIsPending(false);
      setError(messageOf(caught, 'Could not sign out. Please try again.'));
    }
  }

  return (
    <Panel title="Account" description="The e-mail address you sign in with.">
      <div className="rounded-xl border border-line bg-surface p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-ink-subtle">Signed in as</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold break-all text-ink" data-testid="account-email">
                {user.email}
              </span>
              {user.emailConfirmedAt === null ? (
                <span className="inline-flex items-center rounded-full bg-warn-soft px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-warn-line ring-inset">
                  Not confirmed
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {isChangingEmail ? null : (
              <button
                ref={changeEmailRef}
                type="button"
                onPointerEnter={() => void EmailForm.preload()}
                onFocus={() => void EmailForm.preload()}
                onClick={() => {
                  setAnnouncement('');
                  setIsChangingEmail(true);
                }}
                className={buttonClasses('secondary', 'md')}
              >
                Change e-mail
              </button>
            )}
            <button
              type="button"
              disabled={isPending}
              onClick={() => {
                void signOut();
              }}
              className={buttonClasses('secondary', 'md')}
            >
              {isPending ? <Spinner /> : null}
              {isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
        </div>
        <EmailStatus
          user={user}
          onAnnounce={setAnnouncement}
          onChangeCancelled={() => {
            changeEmailRef.current?.focus();
          }}
        />
        {isChangingEmail ? (
          <div className="mt-4">
            <EmailForm
              currentEmail={user.email}
              onRequested={(account) => {
                // The address changes only when the link is opened: the session's user stays
                // as it is, and the waiting change reaches EmailStatus through Apollo's cache.
                setIsChangingEmail(false);
                setAnnouncement(
                  account.pendingEmail
                    ? `We sent a link to ${account.pendingEmail.email}. Your address changes when you open it.`
                    : `Your address stays ${account.email}.`,
                );
              }}
              onCancel={() => {
                setIsChangingEmail(false);
              }}
            />
          </div>
        ) : null}
        {/* Always there, so that what appears in it is announced; spaced only when it speaks. */}
        <p role="status" className={announcement ? 'mt-3 text-sm text-ink-muted' : undefined}>
          {announcement}
        </p>
      </div>
      {error ? (
        <div className="mt-3">
          <FormAlert message={error} />
        </div>
      ) : null}
    </Panel>
  );
}
