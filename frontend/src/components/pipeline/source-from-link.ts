/**
 * Where a job was most likely found, read from the address it was saved with: a job board's
 * host names the board, an applicant tracking system's (Greenhouse, Lever, Workday…) means the
 * company's own careers page. The source form offers it filled in when no source is set. A guess,
 * never stored by itself: the person saves it or types their own.
 */

/** Boards by their name in the host (www.linkedin.com, uk.indeed.com, glassdoor.co.uk). */
const BOARDS_BY_NAME: ReadonlyMap<string, string> = new Map([
  ['linkedin', 'LinkedIn'],
  ['indeed', 'Indeed'],
  ['glassdoor', 'Glassdoor'],
  ['wellfound', 'Wellfound'],
  ['angel', 'Wellfound'],
  ['ziprecruiter', 'ZipRecruiter'],
  ['monster', 'Monster'],
  ['dice', 'Dice'],
  ['stepstone', 'StepStone'],
  ['xing', 'XING'],
  ['seek', 'SEEK'],
  ['reed', 'Reed'],
  ['totaljobs', 'Totaljobs'],
  ['builtin', 'Built In'],
  ['otta', 'Welcome to the Jungle'],
  ['welcometothejungle', 'Welcome to the Jungle'],
  ['weworkremotely', 'We Work Remotely'],
  ['remoteok', 'Remote OK'],
  ['workatastartup', 'Y Combinator'],
  ['hired', 'Hired'],
  ['simplyhired', 'SimplyHired'],
  ['careerbuilder', 'CareerBuilder'],
]);

/** Applicant tracking systems that host companies' own careers pages. */
const TRACKING_SYSTEMS = [
  'greenhouse.io',
  'lever.co',
  'ashbyhq.com',
  'myworkdayjobs.com',
  'workable.com',
  'smartrecruiters.com',
  'recruitee.com',
  'teamtailor.com',
  'breezy.hr',
  'jobvite.com',
  'icims.com',
  'bamboohr.com',
  'personio.de',
  'personio.com',
  'successfactors.com',
  'taleo.net',
  'rippling-ats.com',
  'pinpointhq.com',
] as const;

/** Labels a host's registrable name can sit before: "indeed" in uk.indeed.com, indeed.co.uk. */
const SUFFIXES = new Set(['com', 'co', 'org', 'net', 'io', 'de', 'uk', 'au', 'fr', 'ca', 'nl']);

function hostOf(link: string): string | null {
  try {
    const { protocol, hostname } = new URL(link);
    return protocol === 'https:' || protocol === 'http:' ? hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host's name before its public suffix: "indeed" for uk.indeed.com and indeed.co.uk. */
function nameOf(host: string): string | undefined {
  const labels = host.split('.');
  while (labels.length > 1 && SUFFIXES.has(labels.at(-1) ?? '')) labels.pop();
  return labels.length === host.split('.').length ? undefined : labels.at(-1);
}

/**
 * The source a job's address suggests ("LinkedIn", "Company website"), or null for an address
 * that says nothing: none, not a web address, or a host neither a board nor a tracking system.
 */
export function sourceFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const host = hostOf(link);
  if (host === null) return null;
  if (TRACKING_SYSTEMS.some((system) => host === system || host.endsWith(`.${system}`)))
    return 'Company website';
  const name = nameOf(host);
  return (name === undefined ? undefined : BOARDS_BY_NAME.get(name)) ?? null;
}
