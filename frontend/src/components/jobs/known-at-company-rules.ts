/**
 * "People you know at {company}" on a job's page: the people met at the company through other
 * jobs' applications, who can say what the team is like or refer the job seeker. Pure.
 */

export interface PersonMet {
  key: string;
  name: string;
  role: string | null;
  contacts: readonly { application: { job: { id: string } } }[];
}

/** Those met through another job than `jobId`: someone met only through this one is no news. */
export function peopleMetElsewhere<Person extends PersonMet>(
  people: readonly Person[],
  jobId: string,
): Person[] {
  return people.filter((person) =>
    person.contacts.some(({ application }) => application.job.id !== jobId),
  );
}

/** Where the People page lists them: found by their name. */
export function personHref(name: string): string {
  return `/people?${new URLSearchParams({ q: name }).toString()}`;
}

/** How many people a note on the job names: a line of names, not a directory. */
export const PEOPLE_NAMED = 5;

/**
 * How many people at the company the note leaves to the People page: all of them (`total`), less
 * those met only through this job (as a rule all among the `answered` first ones, of whom
 * `elsewhere` were met elsewhere), less those named.
 */
export function peopleNotNamed(total: number, answered: number, elsewhere: number): number {
  return Math.max(0, total - (answered - elsewhere) - Math.min(elsewhere, PEOPLE_NAMED));
}
