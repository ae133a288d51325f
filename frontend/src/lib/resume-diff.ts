/**
 * The rows of the side-by-side view of a base resume and its tailored version.
 *
 * The server's `TailoredResume.diff` lists every resume item (summary, bullet, skill keyword, …)
 * as kept, moved, removed or added, each with a JSON Pointer into the base (`from`) and the
 * tailored (`to`) resume. This groups them by section and entry (a job, a project, a skill
 * group), pairs each base entry with its tailored counterpart, and orders each column as its own
 * document does. The two documents only supply entry headings (position, company, dates): item
 * texts come from the diff, so a base resume edited after tailoring still shows what was
 * compared.
 *
 * "Moved" is computed here rather than taken from `diff.moved`: the engine counts an item as
 * moved whenever its pointer changes, which also happens when an earlier sibling is removed.
 * A person wants to see what was reordered, so the moved items are the fewest that explain the
 * new order (those outside a longest common ordering).
 */
import { sectionLabel } from './match-format';
import { SHORT_MONTH_NAMES } from './month-names';

export interface DiffItemInput {
  id: string;
  kind: string;
  text: string;
  from?: string | null;
  to?: string | null;
}

export interface ResumeDiffInput {
  kept: readonly DiffItemInput[];
  removed: readonly DiffItemInput[];
  added: readonly DiffItemInput[];
}

export type DiffStatus = 'kept' | 'moved' | 'removed' | 'added';
export type MoveDirection = 'up' | 'down';

export interface DiffCell {
  id: string;
  /** The engine's item kind: summary, highlight, entry-summary, skill, keyword, course, … */
  kind: string;
  text: string;
  status: DiffStatus;
  /** For moved items: whether tailoring moved it nearer the top or further down. */
  direction: MoveDirection | null;
}

export interface DiffEntry {
  key: string;
  /** The entry's heading (a position, project or skill group), or null for the summary. */
  title: string | null;
  /** The organisation, institution or issuer. */
  subtitle: string | null;
  dates: string | null;
  /** removed: the tailored resume leaves the whole entry out; added: only it has the entry. */
  status: DiffStatus;
  direction: MoveDirection | null;
  /** The base resume's items, in its order; removed ones included. */
  base: DiffCell[];
  /** The tailored resume's items, in its order; added ones included. */
  tailored: DiffCell[];
}

export interface DiffSection {
  key: string;
  label: string;
  entries: DiffEntry[];
}

export interface DiffCounts {
  kept: number;
  /** Kept items that changed place (a subset of `kept`). */
  moved: number;
  removed: number;
  added: number;
  /** Entries (e.g. projects, skill groups) that changed place. */
  movedEntries: number;
  /** Entries the tailored resume leaves out entirely. */
  removedEntries: number;
}

export interface ResumeDiffView {
  sections: DiffSection[];
  counts: DiffCounts;
}

/** The sections in the order a JSON Resume is usually read. */
const SECTION_ORDER = [
  'basics',
  'work',
  'volunteer',
  'projects',
  'skills',
  'education',
  'certificates',
  'awards',
  'publications',
  'languages',
] as const;

/** Fields whose item is the entry's own name: shown as its heading, not as a line under it. */
const LABEL_FIELDS: Readonly<Record<string, string>> = {
  skills: 'name',
  languages: 'language',
  certificates: 'name',
  awards: 'title',
};

/** Where fields sit inside an entry: its name, then its summary, then lists. */
const FIELD_RANK: Readonly<Record<string, number>> = {
  name: 0,
  title: 0,
  language: 0,
  summary: 1,
  description: 1,
  highlights: 2,
  courses: 2,
  keywords: 3,
};

interface Location {
  section: string;
  /** `/work/0`, or `/basics` for the basics object. */
  entryKey: string;
  entryIndex: number;
  field: string;
  position: number;
}

interface Placed {
  item: DiffItemInput;
  at: Location;
}

/** The segments of a JSON Pointer (RFC 6901), unescaped: `/a~1b/0` → ['a/b', '0']. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function locate(pointer: string): Location | null {
  const segments = parsePointer(pointer);
  const [section, second, field, position] = segments;
  if (section === undefined || section === '') return null;
  if (second === undefined || !/^\d+$/.test(second)) {
    // An object section such as `/basics/summary`.
    return {
      section,
      entryKey: `/${section}`,
      entryIndex: 0,
      field: second ?? '',
      position: 0,
    };
  }
  return {
    section,
    entryKey: `/${section}/${second}`,
    entryIndex: Number(second),
    field: field ?? '',
    position: position !== undefined && /^\d+$/.test(position) ? Number(position) : 0,
  };
}

function compareLocations(a: Location, b: Location): number {
  return (
    sectionRank(a.section) - sectionRank(b.section) ||
    a.section.localeCompare(b.section) ||
    a.entryIndex - b.entryIndex ||
    (FIELD_RANK[a.field] ?? 4) - (FIELD_RANK[b.field] ?? 4) ||
    a.field.localeCompare(b.field) ||
    a.position - b.position
  );
}

function sectionRank(section: string): number {
  const rank = (SECTION_ORDER as readonly string[]).indexOf(section);
  return rank === -1 ? SECTION_ORDER.length : rank;
}

function isLabelItem(at: Location): boolean {
  return LABEL_FIELDS[at.section] === at.field;
}

/**
 * The indexes of one longest increasing subsequence of `values`. Among equally long ones it
 * keeps the earliest elements, so when two items swap, the one that moved up counts as moved.
 */
export function longestIncreasingRun(values: readonly number[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  for (let i = 0; i < values.length; i++) {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j++) {
      const candidate = (length[j] ?? 0) + 1;
      if ((values[j] ?? 0) < (values[i] ?? 0) && candidate > (length[i] ?? 0)) {
        length[i] = candidate;
        previous[i] = j;
      }
    }
  }
  let end = -1;
  for (let i = 0; i < values.length; i++)
    if (end === -1 || (length[i] ?? 0) > (length[end] ?? 0)) end = i;
  const kept = new Set<number>();
  for (let i = end; i !== -1; i = previous[i] ?? -1) kept.add(i);
  return kept;
}

/**
 * Which of the shared keys changed place between two orders, and in which direction.
 * `before` and `after` list the same keys (others are ignored).
 */
export function findMoves(
  before: readonly string[],
  after: readonly string[],
): Map<string, MoveDirection> {
  const afterSet = new Set(after);
  const beforeShared = before.filter((key) => afterSet.has(key));
  const beforeSet = new Set(beforeShared);
  const afterShared = after.filter((key) => beforeSet.has(key));
  const afterRank = new Map(afterShared.map((key, rank) => [key, rank]));
  const stay = longestIncreasingRun(beforeShared.map((key) => afterRank.get(key) ?? 0));
  const moves = new Map<string, MoveDirection>();
  beforeShared.forEach((key, rank) => {
    if (stay.has(rank)) return;
    moves.set(key, (afterRank.get(key) ?? rank) < rank ? 'up' : 'down');
  });
  return moves;
}

interface EntryDraft {
  section: string;
  baseKey: string | null;
  tailoredKey: string | null;
  base: Placed[];
  tailored: Placed[];
  /** The text of a label item (a skill group's name), when the documents lack the entry. */
  labelText: string | null;
}

/** Builds the side-by-side view of a tailored resume against its base resume. */
export function buildResumeDiff(
  diff: ResumeDiffInput,
  baseDocument: unknown,
  tailoredDocument: unknown,
): ResumeDiffView {
  const baseSide: Placed[] = [];
  const tailoredSide: Placed[] = [];
  for (const item of diff.kept) {
    const from = item.from ? locate(item.from) : null;
    const to = item.to ? locate(item.to) : null;
    if (from) baseSide.push({ item, at: from });
    if (to) tailoredSide.push({ item, at: to });
  }
  for (const item of diff.removed) {
    const from = item.from ? locate(item.from) : null;
    if (from) baseSide.push({ item, at: from });
  }
  for (const item of diff.added) {
    const to = item.to ? locate(item.to) : null;
    if (to) tailoredSide.push({ item, at: to });
  }
  baseSide.sort((a, b) => compareLocations(a.at, b.at));
  tailoredSide.sort((a, b) => compareLocations(a.at, b.at));

  const drafts = pairEntries(diff, baseSide, tailoredSide);
  const keptIds = new Set(diff.kept.map((item) => item.id));
  const removedIds = new Set(diff.removed.map((item) => item.id));

  const sectionKeys = [...new Set(drafts.map((draft) => draft.section))].sort(
    (a, b) => sectionRank(a) - sectionRank(b),
  );
  const counts: DiffCounts = {
    kept: diff.kept.length,
    moved: 0,
    removed: diff.removed.length,
    added: diff.added.length,
    movedEntries: 0,
    removedEntries: 0,
  };

  const sections = sectionKeys.map((section): DiffSection => {
    const inSection = drafts.filter((draft) => draft.section === section);
    const paired = inSection.filter(
      (draft) => draft.baseKey !== null && draft.tailoredKey !== null,
    );
    const entryMoves = findMoves(sortedKeys(paired, 'baseKey'), sortedKeys(paired, 'tailoredKey'));
    const ordered = [
      ...inSection
        .filter((draft) => draft.tailoredKey !== null)
        .sort((a, b) => entryIndexOf(a.tailoredKey) - entryIndexOf(b.tailoredKey)),
      ...inSection
        .filter((draft) => draft.tailoredKey === null)
        .sort((a, b) => entryIndexOf(a.baseKey) - entryIndexOf(b.baseKey)),
    ];
    const entries = ordered.map((draft): DiffEntry => {
      const cellMoves = findMoves(
        draft.base.filter((placed) => keptIds.has(placed.item.id)).map((placed) => placed.item.id),
        draft.tailored
          .filter((placed) => keptIds.has(placed.item.id))
          .map((placed) => placed.item.id),
      );
      const toCell = (placed: Placed): DiffCell => {
        const move = cellMoves.get(placed.item.id) ?? null;
        const status: DiffStatus = keptIds.has(placed.item.id)
          ? move
            ? 'moved'
            : 'kept'
          : removedIds.has(placed.item.id)
            ? 'removed'
            : 'added';
        return {
          id: placed.item.id,
          kind: placed.item.kind,
          text: placed.item.text,
          status,
          direction: move,
        };
      };
      const base = draft.base.filter((placed) => !isLabelItem(placed.at)).map(toCell);
      const tailored = draft.tailored.filter((placed) => !isLabelItem(placed.at)).map(toCell);
      counts.moved += tailored.filter((cell) => cell.status === 'moved').length;

      const entryMove = draft.baseKey ? (entryMoves.get(draft.baseKey) ?? null) : null;
      const status: DiffStatus =
        draft.tailoredKey === null
          ? 'removed'
          : draft.baseKey === null
            ? 'added'
            : entryMove
              ? 'moved'
              : 'kept';
      if (status === 'moved') counts.movedEntries += 1;
      if (status === 'removed') counts.removedEntries += 1;

      const heading =
        entryHeading(tailoredDocument, draft.tailoredKey) ??
        entryHeading(baseDocument, draft.baseKey);
      return {
        key: `${draft.baseKey ?? ''}|${draft.tailoredKey ?? ''}`,
        title: heading?.title ?? draft.labelText,
        subtitle: heading?.subtitle ?? null,
        dates: heading?.dates ?? null,
        status,
        direction: entryMove,
        base,
        tailored,
      };
    });
    return { key: section, label: sectionLabel(section), entries };
  });

  return { sections, counts };
}

function sortedKeys(drafts: readonly EntryDraft[], side: 'baseKey' | 'tailoredKey'): string[] {
  return drafts
    .map((draft) => ({ base: draft.baseKey ?? '', index: entryIndexOf(draft[side]) }))
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.base);
}

function entryIndexOf(key: string | null): number {
  if (key === null) return 0;
  const last = key.slice(key.lastIndexOf('/') + 1);
  return /^\d+$/.test(last) ? Number(last) : 0;
}

/**
 * Groups the items by entry and pairs each base entry with the tailored entry its kept items
 * went to. An entry without kept items stays on its own side, except the basics object, which
 * both resumes have once (a generated summary replaces the base one).
 */
function pairEntries(
  diff: ResumeDiffInput,
  baseSide: readonly Placed[],
  tailoredSide: readonly Placed[],
): EntryDraft[] {
  const keptIds = new Set(diff.kept.map((item) => item.id));
  const fromById = new Map<string, Location>();
  for (const placed of baseSide) fromById.set(placed.item.id, placed.at);
  const baseToTailored = new Map<string, string>();
  const tailoredToBase = new Map<string, string>();
  for (const placed of tailoredSide) {
    const from = fromById.get(placed.item.id);
    if (!from || !keptIds.has(placed.item.id)) continue;
    if (baseToTailored.has(from.entryKey) || tailoredToBase.has(placed.at.entryKey)) continue;
    if (from.section !== placed.at.section) continue;
    baseToTailored.set(from.entryKey, placed.at.entryKey);
    tailoredToBase.set(placed.at.entryKey, from.entryKey);
  }
  const hasBasics = (side: readonly Placed[]) =>
    side.some((placed) => placed.at.entryKey === '/basics');
  if (
    hasBasics(baseSide) &&
    hasBasics(tailoredSide) &&
    !baseToTailored.has('/basics') &&
    !tailoredToBase.has('/basics')
  ) {
    baseToTailored.set('/basics', '/basics');
    tailoredToBase.set('/basics', '/basics');
  }

  const drafts = new Map<string, EntryDraft>();
  const draftFor = (section: string, baseKey: string | null, tailoredKey: string | null) => {
    const key = `${baseKey ?? ''}|${tailoredKey ?? ''}`;
    let draft = drafts.get(key);
    if (!draft) {
      draft = { section, baseKey, tailoredKey, base: [], tailored: [], labelText: null };
      drafts.set(key, draft);
    }
    return draft;
  };
  for (const placed of tailoredSide) {
    const baseKey = tailoredToBase.get(placed.at.entryKey) ?? null;
    const draft = draftFor(placed.at.section, baseKey, placed.at.entryKey);
    draft.tailored.push(placed);
    if (isLabelItem(placed.at)) draft.labelText = placed.item.text;
  }
  for (const placed of baseSide) {
    const tailoredKey = baseToTailored.get(placed.at.entryKey) ?? null;
    const draft = draftFor(placed.at.section, placed.at.entryKey, tailoredKey);
    draft.base.push(placed);
    if (isLabelItem(placed.at)) draft.labelText ??= placed.item.text;
  }
  return [...drafts.values()];
}

interface EntryHeading {
  title: string | null;
  subtitle: string | null;
  dates: string | null;
}

function entryHeading(document: unknown, entryKey: string | null): EntryHeading | null {
  if (entryKey === null || entryKey === '/basics') return null;
  const [section, index] = parsePointer(entryKey);
  if (section === undefined || index === undefined || !isObject(document)) return null;
  const list = document[section];
  if (!Array.isArray(list)) return null;
  const entry: unknown = list[Number(index)];
  if (!isObject(entry)) return null;
  const text = (key: string) => {
    const value = entry[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const join = (...parts: (string | null)[]) =>
    parts.filter((part): part is string => part !== null).join(', ') || null;

  switch (section) {
    case 'work':
      return {
        title: text('position') ?? text('name'),
        subtitle: text('position') ? join(text('name') ?? text('company'), text('location')) : null,
        dates: formatDateRange(text('startDate'), text('endDate')),
      };
    case 'volunteer':
      return {
        title: text('position') ?? text('organization'),
        subtitle: text('position') ? text('organization') : null,
        dates: formatDateRange(text('startDate'), text('endDate')),
      };
    case 'projects':
      return {
        title: text('name'),
        subtitle: text('entity'),
        dates: formatDateRange(text('startDate'), text('endDate')),
      };
    case 'education':
      return {
        title: join(text('studyType'), text('area')) ?? text('institution'),
        subtitle: text('studyType') || text('area') ? text('institution') : null,
        dates: formatDateRange(text('startDate'), text('endDate')),
      };
    case 'skills':
      return { title: text('name'), subtitle: text('level'), dates: null };
    case 'languages':
      return { title: text('language'), subtitle: text('fluency'), dates: null };
    case 'certificates':
      return { title: text('name'), subtitle: text('issuer'), dates: formatDate(text('date')) };
    case 'awards':
      return { title: text('title'), subtitle: text('awarder'), dates: formatDate(text('date')) };
    case 'publications':
      return {
        title: text('name'),
        subtitle: text('publisher'),
        dates: formatDate(text('releaseDate')),
      };
    default:
      return { title: text('name') ?? text('title'), subtitle: null, dates: null };
  }
}

/** A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD) for people: "Mar 2021". */
export function formatDate(value: string | null): string | null {
  if (value === null) return null;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  const name = month === undefined ? undefined : SHORT_MONTH_NAMES[Number(month) - 1];
  return name ? `${name} ${year ?? ''}` : (year ?? value);
}

/** "Mar 2021 – Present"; null when there is no start date. */
export function formatDateRange(start: string | null, end: string | null): string | null {
  const from = formatDate(start);
  if (from === null) return formatDate(end);
  return `${from} – ${formatDate(end) ?? 'Present'}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
