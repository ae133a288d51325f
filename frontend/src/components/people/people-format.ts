/**
 * What the People page says about its list and each person: pure, so it can be tested without
 * a browser.
 */
import type { ApplicationStatus, PeopleListPersonFragment } from '@/gql/graphql';

/** A page of people, the server's default: a name and a few links each, so cheap to draw. */
export const PEOPLE_PER_PAGE = 50;

/** "1 person", "12 people", "1,204 people". */
export function peopleCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;
}

/**
 * The line above the list: how many people there are (matching the search, when there is one),
 * and how many of them are shown while not all are.
 */
export function peopleSummary({
  shown,
  total,
  search,
}: {
  shown: number;
  total: number;
  search: string;
}): string {
  const people = `${peopleCount(total)}${search === '' ? '' : ` matching “${search}”`}`;
  return shown >= total ? people : `Showing ${shown.toLocaleString('en-US')} of ${people}`;
}

/** How many more "Show more" adds; 0 when all are shown. */
export function morePeopleToShow({ shown, total }: { shown: number; total: number }): number {
  return Math.max(0, Math.min(PEOPLE_PER_PAGE, total - shown));
}

export interface PersonApplication {
  id: string;
  status: ApplicationStatus;
  title: string;
  company: string | null;
}

/**
 * The applications a person is in, one per application however many of their contacts it holds,
 * in their contacts' order (the one changed last first).
 */
export function personApplications(person: PeopleListPersonFragment): PersonApplication[] {
  const seen = new Set<string>();
  const applications: PersonApplication[] = [];
  for (const { application } of person.contacts) {
    if (seen.has(application.id)) continue;
    seen.add(application.id);
    applications.push({
      id: application.id,
      status: application.status,
      title: application.job.title,
      company: application.job.company,
    });
  }
  return applications;
}
