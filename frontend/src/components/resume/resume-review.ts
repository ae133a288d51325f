/**
 * What the resume page's "Review" card says and where its findings lead, worked out from the
 * answer of `resumeReview` (docs/app.md). Pure, so the card and its tests agree.
 */
import type { ResumePageReviewQuery } from '@/gql/graphql';
import { getIn, removeItem, setIn, type JsonObject, type Path } from '@/lib/resume-editing';

export type ResumeReview = ResumePageReviewQuery['resumeReview'];
export type ResumeFinding = ResumeReview['findings'][number];

/** The parts of the path of a JSON Pointer (`/work/0/highlights/2`); array indices as numbers. */
export function pathOfPointer(pointer: string): Path {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(?:0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

/**
 * The draft with the finding's fix made — its field set to the fix's value, or, with none, its
 * item taken out of its list — and the fields to put focus on after, first one that is there
 * first. Undefined without a fix, or when the field is not a text there (the draft changed).
 */
export function withResumeFix(
  document: JsonObject,
  finding: Pick<ResumeFinding, 'pointer' | 'fix'>,
): { document: JsonObject; focus: Path[] } | undefined {
  const { fix } = finding;
  const path = pathOfPointer(finding.pointer);
  if (!fix || path.length === 0 || typeof getIn(document, path) !== 'string') return undefined;
  if (fix.value !== null) return { document: setIn(document, path, fix.value), focus: [path] };
  const index = path.at(-1);
  const list = path.slice(0, -1);
  if (typeof index !== 'number') return undefined;
  // The item that takes its place, else the one before it.
  return {
    document: removeItem(document, list, index),
    focus: [[...list, index], ...(index > 0 ? [[...list, index - 1]] : [])],
  };
}

/** An element of the editor to move to: one by its id, or the first control whose id starts so. */
export type FieldTarget = { id: string } | { idPrefix: string };

/**
 * Where "Go to field" may lead for `pointer`, best first. From the field itself up through its
 * ancestors, each place offers: the control with its id; else the first control inside it (a
 * list of highlights, `/basics/location`: its first item); else its list's Add button (a
 * section with no entries yet, a job without highlights). Last, the section itself. The editor
 * names a control by `idFor(path)` and a section by `sectionIdFor(key)`.
 */
export function fieldTargets(
  pointer: string,
  idFor: (path: Path, suffix?: string) => string,
  sectionIdFor: (section: string) => string,
): FieldTarget[] {
  const path = pathOfPointer(pointer);
  const targets: FieldTarget[] = [];
  for (let length = path.length; length > 0; length -= 1) {
    const place = path.slice(0, length);
    targets.push(
      { id: idFor(place) },
      // The separator keeps `/work/1` from reaching into `/work/10`: idFor writes `/` as `_`.
      { idPrefix: `${idFor(place)}_` },
      { id: idFor(place, 'add') },
    );
  }
  const section = path[0];
  if (typeof section === 'string') targets.push({ id: sectionIdFor(section) });
  return targets;
}

/**
 * The id of the first target the editor draws now: `hasElement` says whether an element has
 * that id; `controlIds` are the ids of its controls in document order.
 */
export function resolveFieldTarget(
  targets: readonly FieldTarget[],
  hasElement: (id: string) => boolean,
  controlIds: readonly string[],
): string | undefined {
  for (const target of targets) {
    if ('id' in target) {
      if (hasElement(target.id)) return target.id;
    } else {
      const found = controlIds.find((id) => id.startsWith(target.idPrefix));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const SECTION_TITLES: Readonly<Record<string, string>> = {
  basics: 'Basics',
  work: 'Work experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
};

const ENTRY_NOUNS: Readonly<Record<string, string>> = {
  work: 'Work entry',
  education: 'Education entry',
  skills: 'Skill group',
  projects: 'Project',
};

/** The editor's labels, section by section, so a finding names the field as the form does. */
const FIELD_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  basics: {
    name: 'Full name',
    label: 'Headline',
    email: 'E-mail',
    phone: 'Phone',
    url: 'Website',
    summary: 'Summary',
    location: 'Location',
    city: 'City',
    region: 'Region or country',
    countryCode: 'Country code',
    profiles: 'Profiles',
  },
  work: {
    position: 'Position',
    name: 'Company',
    startDate: 'Start date',
    endDate: 'End date',
    location: 'Location',
    url: 'Company website',
    summary: 'Summary',
    highlights: 'Highlights',
  },
  education: {
    institution: 'School or university',
    studyType: 'Degree',
    area: 'Field of study',
    startDate: 'Start date',
    endDate: 'End date',
  },
  skills: { name: 'Group', level: 'Level', keywords: 'Keywords' },
  projects: {
    name: 'Name',
    url: 'Link',
    startDate: 'Start date',
    endDate: 'End date',
    description: 'Description',
    keywords: 'Keywords',
    highlights: 'Highlights',
  },
};

/** `startDate` → `Start date`, for a key the editor has no label for. */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field a pointer names, as the editor labels it: `E-mail`, `Highlight 3`, `Start date`;
 * a section's title for a whole section (`Skills`); undefined for a whole entry (`/work/1`).
 */
export function fieldLabel(pointer: string): string | undefined {
  const path = pathOfPointer(pointer);
  const [section, ...rest] = path;
  if (typeof section !== 'string') return undefined;
  if (rest.length === 0) return SECTION_TITLES[section] ?? humanize(section);
  const last = rest[rest.length - 1];
  if (typeof last === 'number') {
    const parent = rest[rest.length - 2];
    if (parent === undefined) return undefined;
    return parent === 'highlights' ? `Highlight ${String(last + 1)}` : `Item ${String(last + 1)}`;
  }
  if (last === undefined) return undefined;
  return FIELD_LABELS[section]?.[last] ?? humanize(last);
}

/** Where a finding is, in words. */
export interface FindingPlace {
  /**
   * Shown under the message, in two parts (the field is kept on one line): the entry or the
   * section, then the field: `Senior Engineer, Acme` · `Highlight 3`, `Basics` · `E-mail`;
   * a whole section or entry has no field.
   */
  context: readonly [string] | readonly [string, string];
  /** Ends the name of its "Go to field" button: `Highlight 3 of Senior Engineer, Acme`. */
  target: string;
}

export function findingPlace(finding: Pick<ResumeFinding, 'pointer' | 'entry'>): FindingPlace {
  const path = pathOfPointer(finding.pointer);
  const [section, index] = path;
  const sectionKey = typeof section === 'string' ? section : '';
  const field = fieldLabel(finding.pointer);
  // The engine names the entry; one without a position or a name is called as the editor calls it.
  const entry =
    finding.entry ??
    (typeof index === 'number' && ENTRY_NOUNS[sectionKey]
      ? `${ENTRY_NOUNS[sectionKey]} ${String(index + 1)}`
      : null);
  if (entry !== null) {
    return field === undefined
      ? { context: [entry], target: entry }
      : { context: [entry, field], target: `${field} of ${entry}` };
  }
  const title = SECTION_TITLES[sectionKey] ?? humanize(sectionKey);
  if (field === undefined || path.length === 1) return { context: [title], target: title };
  return { context: [title, field], target: field };
}

/**
 * The excerpt to quote under the message, unless the message quotes it already (a weak opening,
 * a cliché: `"Responsible for" says…`), which would say it twice.
 */
export function excerptToShow(finding: Pick<ResumeFinding, 'message' | 'excerpt'>): string | null {
  const excerpt = finding.excerpt?.trim();
  if (!excerpt) return null;
  return finding.message.includes(`"${excerpt}"`) ? null : excerpt;
}

type Counts = Pick<ResumeReview, 'problemCount' | 'suggestionCount'>;

export interface FindingGroup {
  severity: ResumeFinding['severity'];
  title: string;
  /** How many findings of this severity there are in all. */
  count: number;
  /** Those shown, with a key each that stays put while other findings come and go. */
  shown: readonly { key: string; finding: ResumeFinding }[];
}

const GROUP_TITLES: Readonly<Record<ResumeFinding['severity'], string>> = {
  problem: 'To fix',
  suggestion: 'Suggestions',
};

/**
 * Problems first, then suggestions, each in the resume's order (the order the API gives), the
 * first `limit` of them all unless showing all. As the skill-demand panel does, a list only two
 * past the limit is shown whole: a "Show all 8" that hides two hides too little to be worth
 * the click.
 */
export function groupFindings(
  findings: readonly ResumeFinding[],
  limit: number,
  isShowingAll: boolean,
  /** The review's own counts, which go on past the findings it lists (at most 500). */
  counts?: Counts,
): { groups: FindingGroup[]; isLong: boolean } {
  const keyed = keyFindings(findings);
  const ordered = [
    ...keyed.filter((item) => item.finding.severity === 'problem'),
    ...keyed.filter((item) => item.finding.severity === 'suggestion'),
  ];
  const isLong = ordered.length > limit + 2;
  const shown = isShowingAll || !isLong ? ordered : ordered.slice(0, limit);
  const groups = (['problem', 'suggestion'] as const)
    .map((severity) => ({
      severity,
      title: GROUP_TITLES[severity],
      count:
        (severity === 'problem' ? counts?.problemCount : counts?.suggestionCount) ??
        ordered.filter((item) => item.finding.severity === severity).length,
      shown: shown.filter((item) => item.finding.severity === severity),
    }))
    .filter((group) => group.shown.length > 0);
  return { groups, isLong };
}

/**
 * A key per finding made of what it is about (code, field, words), not its position, so the row
 * of a finding that stays is not redrawn as another when one above it goes away.
 */
function keyFindings(findings: readonly ResumeFinding[]) {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const base = `${finding.code}|${finding.pointer}|${finding.excerpt ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count === 0 ? base : `${base}|${String(count)}`, finding };
  });
}

function countsIn(
  { problemCount, suggestionCount }: Counts,
  separator: string,
  { isNoneSaid }: { isNoneSaid: boolean },
): string {
  const suggestions =
    suggestionCount === 0
      ? 'no suggestions'
      : `${String(suggestionCount)} ${suggestionCount === 1 ? 'suggestion' : 'suggestions'}`;
  if (problemCount === 0)
    return `${isNoneSaid ? 'Nothing to fix' : 'nothing to fix'}${separator}${suggestions}`;
  return `${String(problemCount)} to fix${separator}${suggestions}`;
}

/** The card's summary line: `2 to fix · 5 suggestions`; `Nothing to fix, no suggestions.` */
export function reviewSummary(counts: Counts): string {
  if (counts.problemCount === 0 && counts.suggestionCount === 0)
    return 'Nothing to fix, no suggestions.';
  return countsIn(counts, ' · ', { isNoneSaid: true });
}

/**
 * What to say aloud when a review's counts differ from the last one's (`Review: 1 to fix, 4
 * suggestions.`); nothing for the first review, which the page just drew, nor for one that
 * counts the same, so screen readers are not talked at on every keystroke.
 */
export function countsAnnouncement(previous: Counts | undefined, next: Counts): string | undefined {
  if (
    previous === undefined ||
    (previous.problemCount === next.problemCount &&
      previous.suggestionCount === next.suggestionCount)
  )
    return undefined;
  if (next.problemCount === 0 && next.suggestionCount === 0)
    return 'Review: nothing to fix, no suggestions.';
  return `Review: ${countsIn(next, ', ', { isNoneSaid: false })}.`;
}

/**
 * The review less the findings set aside on this resume, its counts less theirs; and those set
 * aside that it still finds, in its order (one fixed since is simply gone, and one whose words
 * changed is a new finding, with a new key).
 */
export function setAside(
  review: ResumeReview,
  ignoredKeys: readonly string[],
): { review: ResumeReview; ignored: ResumeFinding[] } {
  const keys = new Set(ignoredKeys);
  const ignored = review.findings.filter((finding) => keys.has(finding.key));
  if (ignored.length === 0) return { review, ignored };
  const ignoredOf = (severity: ResumeFinding['severity']) =>
    ignored.filter((finding) => finding.severity === severity).length;
  return {
    review: {
      ...review,
      findings: review.findings.filter((finding) => !keys.has(finding.key)),
      problemCount: review.problemCount - ignoredOf('problem'),
      suggestionCount: review.suggestionCount - ignoredOf('suggestion'),
    },
    ignored,
  };
}

export type ReviewTone = 'warn' | 'neutral' | 'good';

/** The card's icon: a problem to fix, suggestions only, or nothing at all. */
export function reviewTone(counts: Counts | undefined): ReviewTone {
  if (counts === undefined) return 'neutral';
  if (counts.problemCount > 0) return 'warn';
  return counts.suggestionCount > 0 ? 'neutral' : 'good';
}
