/**
 * What the import reads: how to save a tracker as CSV, the columns found by their headers, the
 * status words and the days (backend/src/imports/import-columns.ts and import-values.ts). A
 * server component: the page passes it to the view, so its words stay out of the JavaScript.
 */

const COLUMNS: readonly { name: string; also?: string }[] = [
  { name: 'Job title', also: 'Title, Position, Role' },
  { name: 'Company', also: 'Employer' },
  { name: 'Status', also: 'Stage, Result' },
  { name: 'Day applied', also: 'Applied on, Date applied, Date' },
  { name: 'Location' },
  { name: 'Job link', also: 'Link, URL' },
  { name: 'Source', also: 'Found via, Channel' },
  { name: 'Notes', also: 'Comments' },
  { name: 'Follow up on' },
  { name: 'Last day to apply', also: 'Deadline, Closing date' },
  { name: 'Contacts', also: 'Contact, Recruiter, Hiring manager' },
];

const SAVE_AS: readonly { app: string; steps: string }[] = [
  { app: 'Excel', steps: 'File › Save As › CSV UTF-8' },
  { app: 'Numbers', steps: 'File › Export To › CSV' },
  { app: 'Google Sheets', steps: 'File › Download › Comma-separated values' },
];

export function ImportHelp() {
  return (
    <aside
      aria-labelledby="import-help-heading"
      className="rounded-xl border border-line bg-surface p-5 text-sm text-ink-muted"
    >
      <h2 id="import-help-heading" className="text-base font-semibold text-ink">
        What is read
      </h2>

      <h3 className="mt-4 font-semibold text-ink">Save your tracker as CSV</h3>
      <ul className="mt-1.5 space-y-1">
        {SAVE_AS.map(({ app, steps }) => (
          <li key={app}>
            <span className="font-medium text-ink">{app}:</span> {steps}
          </li>
        ))}
      </ul>

      <h3 className="mt-4 font-semibold text-ink">Columns, by their headers</h3>
      <p className="mt-1">
        Only a job title is needed. Other columns, such as salary, are left out. A contacts cell
        names people as Name (Role) &lt;address&gt;, one per semicolon or line.
      </p>
      <ul className="mt-2 divide-y divide-line border-y border-line">
        {COLUMNS.map(({ name, also }) => (
          <li key={name} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span className="font-medium text-ink">{name}</span>
            {also ? <span className="text-ink-subtle">or {also}</span> : null}
          </li>
        ))}
      </ul>

      <h3 className="mt-4 font-semibold text-ink">Statuses</h3>
      <p className="mt-1">
        The words trackers use: Saved or Wishlist (Draft), Applied or Submitted, Interview or Phone
        screen (Interviewing), Offer, Hired (Accepted), Rejected or Not selected, Withdrawn or
        Declined. Without a status, a row with a day applied is Applied, and one without is a Draft.
      </p>

      <h3 className="mt-4 font-semibold text-ink">Days</h3>
      <p className="mt-1">
        2026-11-03, 3 November 2026, Nov 3, 2026, and 03/11/2026 as you say in the form.
      </p>

      <p className="mt-4 border-t border-line pt-4">
        Nothing is stored until you import: first you see what each row reads as. A job you have
        saved already is left out, so importing the same file twice adds nothing.
      </p>
    </aside>
  );
}
