/**
 * The add form's choice of application on the Tasks page: the applications in progress under
 * their status, furthest along first (an offer or an interview is where most tasks are), each
 * group by its job's name, so a long list is read, and typed into, in order. Pure, so it can be
 * tested without a browser.
 */
import type { ApplicationStatus } from '@/gql/graphql';
import { jobLabel } from '@/lib/job-label';
import { STATUS_LABELS } from '@/lib/statuses';

/** The statuses of applications in progress, in the order their groups are offered. */
const CHOICE_ORDER: readonly ApplicationStatus[] = [
  'offer',
  'interviewing',
  'applied',
  'ready',
  'draft',
];

interface ChoosableApplication {
  id: string;
  status: ApplicationStatus;
  job: { title: string; company: string | null };
}

export interface ApplicationChoice {
  id: string;
  label: string;
}

export interface ApplicationChoiceGroup {
  status: ApplicationStatus;
  title: string;
  choices: ApplicationChoice[];
}

/** Whether an application of this status is in progress: its tasks are listed on the page. */
export function isInProgress(status: ApplicationStatus): boolean {
  return CHOICE_ORDER.includes(status);
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The groups to offer; statuses without an application, and closed applications, left out. */
export function applicationChoices(
  applications: readonly ChoosableApplication[],
): ApplicationChoiceGroup[] {
  return CHOICE_ORDER.map((status) => ({
    status,
    title: STATUS_LABELS[status],
    choices: applications
      .filter((application) => application.status === status)
      .map((application) => ({ id: application.id, label: jobLabel(application.job) }))
      .sort((a, b) => byName.compare(a.label, b.label) || (a.id < b.id ? -1 : 1)),
  })).filter((group) => group.choices.length > 0);
}

/** The job an application is for, as its choice reads; undefined when it is not offered. */
export function choiceLabel(
  groups: readonly ApplicationChoiceGroup[],
  applicationId: string,
): string | undefined {
  for (const group of groups) {
    const choice = group.choices.find(({ id }) => id === applicationId);
    if (choice) return choice.label;
  }
  return undefined;
}
