'use client';

import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { AppLink } from '@/components/app-link';
import { ButtonLink, buttonClasses } from '@/components/button-link';
import { CheckIcon, ChevronIcon, DisclosureChevron, lineIconProps } from '@/components/icons';
import { QueryProblem } from '@/components/jobs/query-problem';
import { ResumePageSkillDemandDocument } from '@/gql/documents/ResumePageSkillDemandDocument';
import { jobLabel } from '@/lib/job-label';
import { categoryLabel } from '@/lib/match-format';
import {
  askedCounts,
  askerCount,
  capList,
  coverageNotes,
  DEFAULT_DEMAND_PREFS,
  DEMAND_STAGE_LABELS,
  DEMAND_STAGES,
  demandState,
  demandSummary,
  moreAskers,
  parseDemandPrefs,
  type DemandedSkill,
  type DemandPrefs,
  type DemandStage,
  type DemandState,
  type SkillDemand,
} from './skill-demand';

const SkillDemandQuery = ResumePageSkillDemandDocument;

/** Open or closed, and the jobs compared with: kept for the tab, whichever resume is open. */
const PREFS_KEY = 'resume-agent:skill-demand';

/** How many missing skills and skills on the resume show before "Show all". */
const MISSING_SHOWN = 6;
const ON_RESUME_SHOWN = 12;

function readPrefs(): DemandPrefs {
  try {
    return parseDemandPrefs(window.sessionStorage.getItem(PREFS_KEY));
  } catch {
    // Storage can be off (a privacy setting): the panel starts closed, on the jobs to apply to.
    return DEFAULT_DEMAND_PREFS;
  }
}

function storePrefs(prefs: DemandPrefs) {
  try {
    window.sessionStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Kept on this page only.
  }
}

/**
 * "What your jobs ask for": the skills the postings of the user's jobs ask for, split into those
 * this resume does not show and those it does, most asked for first. Closed, it is one line
 * above the editor; open, each missing skill lists the jobs that ask for it. It compares the
 * resume as saved, and asks again whenever a save gives it a new `version`.
 */
export function SkillDemandPanel({
  resumeId,
  version,
  isDirty,
}: {
  resumeId: string;
  version: number;
  /** Unsaved edits in the editor, which the comparison cannot see yet. */
  isDirty: boolean;
}) {
  const id = useId();
  const [prefs, setPrefs] = useState(readPrefs);
  const { data, loading, error, refetch } = useQuery(SkillDemandQuery, {
    variables: { resumeId, stage: prefs.stage === 'all' ? undefined : prefs.stage },
    // Jobs are added and changed on other pages: ask each time the panel shows, drawing the last
    // answer meanwhile.
    fetchPolicy: 'cache-and-network',
  });

  // A save is the same resume at a new version, with the same variables: ask again. Another
  // resume is other variables, which the query asks for by itself.
  const shownRef = useRef({ resumeId, version });
  useEffect(() => {
    const last = shownRef.current;
    shownRef.current = { resumeId, version };
    if (last.resumeId === resumeId && last.version !== version)
      // A failure shows through the query's `error`.
      refetch().catch(() => undefined);
  }, [resumeId, version, refetch]);

  function update(change: Partial<DemandPrefs>) {
    const next = { ...prefs, ...change };
    setPrefs(next);
    storePrefs(next);
  }

  const demand = data?.skillDemand;
  const state = data ? demandState(data.skillDemand, data.allJobCount) : undefined;
  const summary =
    demand && state
      ? demandSummary(state, demand, prefs.stage)
      : error
        ? 'Could not read what your jobs ask for.'
        : 'Reading the postings of your jobs…';
  const bodyId = `${id}-body`;
  const tone = toneOf(state);

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      className="rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="relative flex items-start gap-3 px-4 py-3.5 sm:px-6">
        <span
          aria-hidden="true"
          className={`mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${TONE_CLASSES[tone]}`}
        >
          <svg {...lineIconProps('size-4.5')}>
            {tone === 'good' ? (
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            ) : (
              <>
                <rect x="4" y="4" width="16" height="16" rx="3" />
                <path d="M8 9h8M8 12h8M8 15h5" />
              </>
            )}
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold text-ink">
            <button
              type="button"
              aria-expanded={prefs.isOpen}
              aria-controls={bodyId}
              aria-describedby={`${id}-summary`}
              onClick={() => {
                update({ isOpen: !prefs.isOpen });
              }}
              className={`text-left after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-(color:--focus) ${
                prefs.isOpen ? 'after:rounded-t-2xl' : 'after:rounded-2xl'
              }`}
            >
              What your jobs ask for
            </button>
          </h3>
          <p id={`${id}-summary`} className="mt-0.5 text-sm text-ink-muted">
            {loading ? <Spinner className="mr-1.5 inline size-3.5 align-[-2px]" /> : null}
            {summary}
          </p>
        </div>
        <ChevronIcon
          pointing="down"
          className={`mt-1 size-4 shrink-0 text-ink-subtle transition-transform ${prefs.isOpen ? 'rotate-180' : ''}`}
        />
      </div>

      {/* Hidden, not unmounted: an expired session in the query still redirects (QueryProblem). */}
      <div
        id={bodyId}
        hidden={!prefs.isOpen}
        className="space-y-5 border-t border-line px-4 py-4 sm:px-6"
      >
        {state?.kind === 'no-jobs' ? null : (
          <StageChoice
            name={`${id}-stage`}
            stage={prefs.stage}
            onStage={(stage) => {
              update({ stage });
            }}
          />
        )}
        {isDirty && state && state.kind !== 'no-jobs' ? (
          <p className="text-sm text-ink-muted">
            Compared with this resume as last saved: save your changes to see them here.
          </p>
        ) : null}
        {error && !data ? (
          <QueryProblem
            error={error}
            what="what your jobs ask for"
            isCompact
            onRetry={() => {
              refetch().catch(() => undefined);
            }}
          />
        ) : demand && state ? (
          <DemandDetails
            state={state}
            demand={demand}
            stage={prefs.stage}
            onShowAllJobs={() => {
              update({ stage: 'all' });
            }}
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading…
          </p>
        )}
      </div>
    </section>
  );
}

type Tone = 'neutral' | 'warn' | 'good';

const TONE_CLASSES: Readonly<Record<Tone, string>> = {
  neutral: 'bg-accent-soft text-accent',
  warn: 'bg-warn-soft text-warn',
  good: 'bg-good-soft text-good',
};

function toneOf(state: DemandState | undefined): Tone {
  if (state?.kind === 'all-shown') return 'good';
  if (state?.kind === 'missing' && state.missing.some((skill) => skill.mustHave > 0)) return 'warn';
  return 'neutral';
}

/** To apply · In progress · All jobs, as the jobs list's stage switch looks. */
function StageChoice({
  name,
  stage,
  onStage,
}: {
  name: string;
  stage: DemandStage;
  onStage: (stage: DemandStage) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Compare with</legend>
      {/* Three columns of small type at phone widths: wrapped, "All jobs" sat alone below. */}
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex">
        {DEMAND_STAGES.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-lg px-1 py-1.5 text-center text-xs font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(color:--focus) sm:px-3 sm:py-1 sm:text-sm"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={stage === option}
              onChange={() => {
                onStage(option);
              }}
              className="sr-only"
            />
            {DEMAND_STAGE_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DemandDetails({
  state,
  demand,
  stage,
  onShowAllJobs,
}: {
  state: DemandState;
  demand: SkillDemand;
  stage: DemandStage;
  onShowAllJobs: () => void;
}) {
  switch (state.kind) {
    case 'no-jobs':
      return (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            Each job’s posting counts here: the skills it asks for, and which of them this resume
            does not show.
          </p>
          <ButtonLink href="/jobs" variant="secondary" className="shrink-0">
            Add a job
          </ButtonLink>
        </div>
      );
    case 'no-jobs-of-stage':
      return (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            The other jobs may have postings to compare this resume with.
          </p>
          <button
            type="button"
            onClick={onShowAllJobs}
            className={buttonClasses('secondary', 'md', 'shrink-0')}
          >
            Compare with all jobs
          </button>
        </div>
      );
    case 'no-postings':
      return (
        <p className="text-sm text-ink-muted">
          Add the posting on each job’s page, and what it asks for shows here:{' '}
          <UnpostedJobs demand={demand} stage={stage} />
        </p>
      );
    case 'no-skills':
      return (
        <>
          <Coverage demand={demand} stage={stage} />
          <p className="text-sm text-ink-muted">
            Their postings name no skill the matcher knows. A job’s page shows what was read from
            its posting.
          </p>
        </>
      );
    case 'unreadable':
      return (
        <>
          <Coverage demand={demand} stage={stage} />
          <p className="rounded-lg border border-warn-line bg-warn-soft px-3 py-2.5 text-sm text-ink">
            This resume has no content the matcher can read yet. Add your work and skills below, or
            import a resume, and save: the skills your jobs ask for are then checked against it.
          </p>
          <MissingSkills skills={state.missing} title="Asked for by your jobs" />
        </>
      );
    case 'all-shown':
      return (
        <>
          <Coverage demand={demand} stage={stage} />
          <p className="flex items-center gap-2 rounded-lg border border-good-bar/40 bg-good-soft px-3 py-2.5 text-sm font-medium text-good">
            <CheckIcon className="size-4 shrink-0" />
            This resume shows every skill these jobs ask for.
          </p>
          <SkillsOnResume skills={state.shown} />
        </>
      );
    case 'missing':
      return (
        <>
          <Coverage demand={demand} stage={stage} />
          <MissingSkills skills={state.missing} title="Not on this resume" hasAdvice />
          {state.shown.length > 0 ? <SkillsOnResume skills={state.shown} /> : null}
        </>
      );
  }
}

/** Which postings were read: how many, the newest only, and those saved without one. */
function Coverage({ demand, stage }: { demand: SkillDemand; stage: DemandStage }) {
  const notes = coverageNotes(demand, stage);
  return (
    <p role="status" className="text-sm text-ink-muted">
      {notes.read}
      {notes.newestOnly ? ` ${notes.newestOnly}` : null}
      {notes.withoutPosting ? (
        <>
          {' '}
          {notes.withoutPosting} <UnpostedJobs demand={demand} stage={stage} />
        </>
      ) : null}
    </p>
  );
}

const COVERAGE_LINK = 'font-medium text-accent underline underline-offset-4';

/**
 * The jobs saved without a posting, each a link to its page, where the posting is added; past
 * the few the API names, the jobs list on the stage the panel shows holds the rest.
 */
function UnpostedJobs({ demand, stage }: { demand: SkillDemand; stage: DemandStage }) {
  const { unpostedJobs, jobsWithoutPosting } = demand;
  return (
    <>
      {unpostedJobs.map((job, index) => (
        <Fragment key={job.id}>
          {index > 0 ? ', ' : null}
          <AppLink href={`/jobs/${job.id}`} className={COVERAGE_LINK}>
            {jobLabel(job)}
          </AppLink>
        </Fragment>
      ))}
      {jobsWithoutPosting > unpostedJobs.length ? (
        <>
          {unpostedJobs.length > 0 ? ' and more: ' : null}
          <AppLink
            href={stage === 'all' ? '/jobs' : `/jobs?stage=${stage}`}
            className={COVERAGE_LINK}
          >
            Open your jobs
          </AppLink>
        </>
      ) : (
        '.'
      )}
    </>
  );
}

function MissingSkills({
  skills,
  title,
  hasAdvice = false,
}: {
  skills: readonly DemandedSkill[];
  title: string;
  hasAdvice?: boolean;
}) {
  const headingId = useId();
  const { visible, showAllToggle } = useCappedList(skills, MISSING_SHOWN);
  return (
    <div>
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({skills.length})</span>
      </h4>
      {hasAdvice ? (
        <p className="mt-1 text-sm text-ink-muted">
          If you have it, show it: add it to the skills, or to a line of work that proves it — the
          tailor only picks from what is here. Leave out what you do not have.
        </p>
      ) : null}
      <ul
        aria-labelledby={headingId}
        className="mt-3 divide-y divide-line overflow-hidden rounded-lg border border-line"
      >
        {visible.map((skill) => (
          <li key={skill.skillId}>
            <MissingSkill skill={skill} />
          </li>
        ))}
      </ul>
      {showAllToggle}
    </div>
  );
}

/** One skill missing from the resume; it opens to the jobs that ask for it. */
function MissingSkill({ skill }: { skill: DemandedSkill }) {
  const more = moreAskers(skill);
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-start gap-3 px-3 py-2.5 hover:bg-surface-muted focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
        <DisclosureChevron className="mt-1" />
        <span className="min-w-0 flex-1">
          <span className="font-medium break-words text-ink">{skill.name}</span>{' '}
          <span className="ml-1 text-xs text-ink-subtle">{categoryLabel(skill.category)}</span>{' '}
          <span className={`block text-sm ${skill.mustHave > 0 ? 'text-warn' : 'text-ink-muted'}`}>
            {askedCounts(skill)}
          </span>
        </span>
      </summary>
      <ul className="space-y-1.5 border-t border-line bg-surface-muted/60 px-3 py-3 sm:pl-10">
        {skill.askedBy.map((asker) => (
          <li key={asker.job.id} className="text-sm">
            <AppLink
              href={`/jobs/${asker.job.id}`}
              className="font-medium break-words text-accent underline-offset-4 hover:underline"
            >
              {jobLabel(asker.job)}
            </AppLink>{' '}
            <span className="ml-1 text-xs whitespace-nowrap text-ink-subtle">
              {asker.requirement === 'must' ? 'must-have' : 'nice to have'}
            </span>
          </li>
        ))}
        {more ? <li className="text-xs text-ink-subtle">{more}</li> : null}
      </ul>
    </details>
  );
}

function SkillsOnResume({ skills }: { skills: readonly DemandedSkill[] }) {
  const headingId = useId();
  const { visible, showAllToggle } = useCappedList(skills, ON_RESUME_SHOWN);
  return (
    <div>
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        On this resume <span className="font-normal text-ink-muted">({skills.length})</span>
      </h4>
      <p className="mt-1 text-sm text-ink-muted">Each with how many of the jobs ask for it.</p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-1.5">
        {visible.map((skill) => (
          <li
            key={skill.skillId}
            title={askedCounts(skill)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs text-ink"
          >
            <CheckIcon className="size-3 shrink-0 text-good" />
            <span className="break-words">{skill.name}</span>
            <span aria-hidden="true" className="font-medium text-ink-subtle tabular-nums">
              {askerCount(skill)}
            </span>
            <span className="sr-only">: {askedCounts(skill)}</span>
          </li>
        ))}
      </ul>
      {showAllToggle}
    </div>
  );
}

/**
 * The first `limit` of a long list, and the "Show all 23" / "Show fewer" button that opens it:
 * the same button both ways, so focus stays where it was. No button for a short list.
 */
function useCappedList<T>(items: readonly T[], limit: number) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { visible, isLong } = capList(items, limit, isShowingAll);
  const showAllToggle = isLong ? (
    <button
      type="button"
      onClick={() => {
        setIsShowingAll((showing) => !showing);
      }}
      className={buttonClasses('ghost', 'md', 'mt-2 -ml-2')}
    >
      {isShowingAll ? 'Show fewer' : `Show all ${String(items.length)}`}
    </button>
  ) : null;
  return { visible, showAllToggle };
}
