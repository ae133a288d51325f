/**
 * Resolvers of schema.graphql: thin, they check the caller and hand over to the domain
 * services (the same ones behind the REST APIs) and the repositories' batched reads.
 */
import {
  allowedTransitions,
  CASE_STATUS_INFO,
  CASE_STATUSES,
  type CaseStatus,
  isTerminalStatus,
} from '@resume-agent/case-contract';
import type { IResolvers } from 'mercurius';
import type { ExportFormat, ResumeFormat } from '@resume-agent/tailor';
import {
  type ApplicationDetails,
  type ApplicationSummary,
  findApplicationDetailsByIds,
  listApplicationSummaries,
} from '../applications/application-details-repository.js';
import type { ApplicationLog, ApplicationLogInput } from '../applications/application-log.js';
import type { Database } from '../db/database.js';
import type { ApplicationImportService, ImportInput } from '../imports/application-import.js';
import type { EmailChanges } from '../accounts/change-email.js';
import type { EmailConfirmations } from '../accounts/email-confirmation.js';
import type { PasswordChanges } from '../accounts/change-password.js';
import { findUserById, updateDisplayName, type User } from '../accounts/users-repository.js';
import { AppError } from '../http/errors.js';
import { countJobs, findJob, type JobRecord, listJobs } from '../jobs/jobs-repository.js';
import { applicationFilterOf, type JobStage } from '../jobs/job-stage.js';
import type { JobSort } from '../jobs/job-order.js';
import type { JobService } from '../jobs/job-service.js';
import type { ApplicationService } from '../pipeline/application-service.js';
import { coverLetterFile, type CoverLetterFormat } from '../pipeline/cover-letter-file.js';
import { reviewCoverLetterDraft } from '../pipeline/cover-letter-review.js';
import {
  exportAsFile,
  type ResumeService,
  type SetResumeFindingIgnoredInput,
} from '../resumes/resume-service.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { findResume, listResumes, type ResumeRecord } from '../resumes/resumes-repository.js';
import { reviewResumeContent } from '../resumes/resume-review.js';
import { validateResume } from '@resume-agent/tailor';
import type { CalendarFeeds, CalendarFeedView } from '../calendar/calendar-feeds.js';
import type {
  InterviewService,
  ScheduleInterviewInput,
  UpdateInterviewInput,
} from '../interviews/interview-service.js';
import type { ContactMessageKind } from '@resume-agent/tailor';
import type { ContactMessages } from '../contacts/contact-messages.js';
import {
  type AddApplicationAnswerInput,
  type AnswerSuggestionArguments,
  type ApplicationAnswerService,
  kindOfAnswer,
  type UpdateApplicationAnswerInput,
} from '../answers/application-answer-service.js';
import type {
  AddApplicationTaskInput,
  ApplicationTaskService,
  UpdateApplicationTaskInput,
} from '../tasks/application-task-service.js';
import type {
  AddContactInput,
  ContactService,
  UpdateContactInput,
} from '../contacts/contact-service.js';
import type { PeopleArguments, PeopleService } from '../contacts/people-service.js';
import type { WeeklyProgressService } from '../goals/weekly-progress.js';
import type { OfferInput, OfferService } from '../offers/offer-service.js';
import type { ReminderEmailInput, ReminderEmails } from '../reminders/reminder-emails.js';
import { callerOf, type GraphQLContext } from './context.js';
import { unauthenticated } from './errors.js';
import { isTextNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';
import { scalarResolvers } from './scalars.js';
import type { StoredTailoring } from './tailored-resume.js';

export interface ResolverServices {
  db: Database;
  passwords: PasswordChanges;
  emails: EmailChanges;
  confirmations: EmailConfirmations;
  resumes: ResumeService;
  jobs: JobService;
  applications: ApplicationService;
  calendarFeeds: CalendarFeeds;
  interviews: InterviewService;
  contacts: ContactService;
  contactMessages: ContactMessages;
  answers: ApplicationAnswerService;
  tasks: ApplicationTaskService;
  people: PeopleService;
  offers: OfferService;
  weeklyProgress: WeeklyProgressService;
  reminderEmails: ReminderEmails;
  applicationLog: ApplicationLog;
  applicationImport: ApplicationImportService;
}

type Args<T> = T;
const MAX_LIMIT = { jobs: 500, applications: 1000, interviews: 100, quiet: 100 };

/** A jobs search as the list and the count take it: trimmed, at most 200 characters. */
function jobSearchOf(search: string | null | undefined): string {
  const trimmed = search?.trim() ?? '';
  if (trimmed.length > 200) throw validationFailed('A search has at most 200 characters');
  return trimmed;
}

function limitOf(value: number | null | undefined, fallback: number, max: number): number {
  const limit = value ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw validationFailed(`limit is a whole number from 1 to ${max}`);
  return limit;
}

function basicsText(resume: ResumeRecord, key: 'name' | 'label'): string | null {
  const basics = resume.content.basics;
  const value =
    typeof basics === 'object' && basics !== null
      ? (basics as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function createResolvers({
  db,
  passwords,
  emails,
  confirmations,
  resumes,
  jobs,
  applications,
  calendarFeeds,
  interviews,
  contacts,
  contactMessages,
  answers,
  tasks,
  people,
  offers,
  weeklyProgress,
  reminderEmails,
  applicationLog,
  applicationImport,
}: ResolverServices): IResolvers {
  async function applicationById(context: GraphQLContext, id: string): Promise<ApplicationDetails> {
    const { userId } = callerOf(context);
    const [found] = await findApplicationDetailsByIds(db, userId, [
      idOrNotFound(id, 'application'),
    ]);
    if (!found) throw notFound('application');
    return found;
  }

  async function jobById(context: GraphQLContext, id: string): Promise<JobRecord> {
    const { userId } = callerOf(context);
    const found = await findJob(db, userId, idOrNotFound(id, 'job'));
    if (!found) throw notFound('job');
    return found;
  }

  async function resumeById(context: GraphQLContext, id: string): Promise<ResumeRecord> {
    const { userId } = callerOf(context);
    const found = await findResume(db, userId, idOrNotFound(id, 'resume'));
    if (!found) throw notFound('resume');
    return found;
  }

  return {
    ...scalarResolvers,
    Query: {
      async me(_root, _args, context: GraphQLContext) {
        const { userId } = callerOf(context);
        const user = await findUserById(db, userId);
        if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
        return user;
      },
      resumes: (_root, _args, context: GraphQLContext) => listResumes(db, callerOf(context).userId),
      resume: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        resumeById(context, id),
      async jobs(
        _root,
        args: Args<{
          search?: string | null;
          stage?: JobStage | null;
          sort?: JobSort | null;
          today?: string | null;
          limit?: number | null;
          after?: string | null;
        }>,
        context: GraphQLContext,
      ) {
        const { userId } = callerOf(context);
        const after = args.after == null ? undefined : idOrNotFound(args.after, 'job');
        if (args.sort != null && args.sort !== 'newest')
          return jobs.listOrdered(userId, {
            search: jobSearchOf(args.search),
            ...(args.stage == null ? {} : { stage: args.stage }),
            ...(args.today == null ? {} : { today: args.today }),
            sort: args.sort,
            limit: limitOf(args.limit, 100, MAX_LIMIT.jobs),
            ...(after === undefined ? {} : { after }),
          });
        const listed = await listJobs(db, {
          userId,
          search: jobSearchOf(args.search),
          ...(args.stage == null ? {} : { applications: applicationFilterOf(args.stage) }),
          limit: limitOf(args.limit, 100, MAX_LIMIT.jobs),
          ...(after === undefined ? {} : { after }),
        });
        // An empty page is the end of the list, or a job to list after that is not (or no
        // longer) the user's: only the second is an error, and only it costs a second query.
        if (listed.length === 0 && after !== undefined && !(await findJob(db, userId, after)))
          throw notFound('job');
        return listed;
      },
      jobCount: (
        _root,
        args: Args<{ search?: string | null; stage?: JobStage | null }>,
        context: GraphQLContext,
      ) =>
        countJobs(db, {
          userId: callerOf(context).userId,
          search: jobSearchOf(args.search),
          ...(args.stage == null ? {} : { applications: applicationFilterOf(args.stage) }),
        }),
      job: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) => jobById(context, id),
      skillDemand: (
        _root,
        args: Args<{ resumeId?: string | null; stage?: JobStage | null; limit?: number | null }>,
        context: GraphQLContext,
      ) =>
        jobs.skillDemand(callerOf(context).userId, {
          ...(args.resumeId == null ? {} : { resumeId: args.resumeId }),
          ...(args.stage == null ? {} : { stage: args.stage }),
          limit: limitOf(args.limit, 100, MAX_LIMIT.jobs),
        }),
      calendarFeed: (_root, _args, context: GraphQLContext) =>
        calendarFeeds.feedOf(callerOf(context).userId),
      weeklyProgress: (
        _root,
        { timeZone }: Args<{ timeZone?: string | null }>,
        context: GraphQLContext,
      ) => weeklyProgress.of(callerOf(context).userId, timeZone),
      reminderEmail: (_root, _args, context: GraphQLContext) =>
        reminderEmails.settingsOf(callerOf(context).userId),
      spreadsheetImports: (_root, _args, context: GraphQLContext) =>
        applicationImport.listImports(callerOf(context).userId),
      answerSuggestions: (_root, args: Args<AnswerSuggestionArguments>, context: GraphQLContext) =>
        answers.suggestions(callerOf(context), args),
      tasksDue: (
        _root,
        args: Args<{ withinDays?: number | null; today?: string | null }>,
        context: GraphQLContext,
      ) => tasks.due(callerOf(context), args),
      openTasks: (_root, args: Args<{ limit?: number | null }>, context: GraphQLContext) =>
        tasks.open(callerOf(context), args),
      doneTasks: (_root, args: Args<{ limit?: number | null }>, context: GraphQLContext) =>
        tasks.done(callerOf(context), args),
      draftApplicationAnswer: (
        _root,
        args: Args<{ applicationId: string; question: string }>,
        context: GraphQLContext,
      ) => answers.draft(callerOf(context), args),
      people: (_root, args: Args<PeopleArguments>, context: GraphQLContext) =>
        people.page(callerOf(context).userId, args),
      resumeReview: (_root, { content }: Args<{ content: unknown }>, context: GraphQLContext) => {
        // Signed-in callers only, like every other field; the review itself needs no account.
        callerOf(context);
        return reviewResumeContent(content);
      },
      coverLetterReview: (
        _root,
        args: Args<{ applicationId: string; text: string }>,
        context: GraphQLContext,
      ) => reviewCoverLetterDraft(db, callerOf(context).userId, args),
      draftContactMessage: (
        _root,
        args: Args<{ contactId: string; kind: ContactMessageKind; timeZone?: string | null }>,
        context: GraphQLContext,
      ) => contactMessages.draft(callerOf(context).userId, args),
      upcomingInterviews: (_root, args: Args<{ limit?: number | null }>, context: GraphQLContext) =>
        interviews.upcoming(
          callerOf(context).userId,
          limitOf(args.limit, 20, MAX_LIMIT.interviews),
        ),
      applications(
        _root,
        args: Args<{ statuses?: CaseStatus[] | null; limit?: number | null }>,
        context: GraphQLContext,
      ) {
        return listApplicationSummaries(db, {
          userId: callerOf(context).userId,
          statuses: args.statuses ?? [],
          limit: limitOf(args.limit, 200, MAX_LIMIT.applications),
        });
      },
      application: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        applicationById(context, id),
      pipeline: (_root, _args, context: GraphQLContext) =>
        applications.pipeline(callerOf(context).userId),
      followUpsDue: (
        _root,
        args: Args<{ withinDays?: number | null; today?: string | null }>,
        context: GraphQLContext,
      ) =>
        applications.followUpsDue(
          callerOf(context).userId,
          args.withinDays ?? 7,
          args.today ?? undefined,
        ),
      quietApplications: async (
        _root,
        args: Args<{ days?: number | null; limit?: number | null }>,
        context: GraphQLContext,
      ) => {
        const quiet = await applications.quiet(
          callerOf(context).userId,
          args.days ?? 14,
          limitOf(args.limit, 5, MAX_LIMIT.quiet),
        );
        return quiet.map(({ lastActivityAt, ...application }) => ({ application, lastActivityAt }));
      },
      jobsClosingSoon: (
        _root,
        args: Args<{ withinDays?: number | null; today?: string | null }>,
        context: GraphQLContext,
      ) =>
        jobs.closingSoon(callerOf(context).userId, args.withinDays ?? 7, args.today ?? undefined),
      statuses: (_root, _args, context: GraphQLContext) => {
        callerOf(context);
        return CASE_STATUSES.map((status) => ({
          status,
          label: CASE_STATUS_INFO[status].label,
          isFinal: isTerminalStatus(status),
          allowedTransitions: allowedTransitions(status),
        }));
      },
    },

    Mutation: {
      async updateProfile(
        _root,
        { input }: Args<{ input: { displayName?: string | null } }>,
        context: GraphQLContext,
      ) {
        const { userId } = callerOf(context);
        const displayName = input.displayName?.trim() ?? '';
        if (displayName.length > 100)
          throw validationFailed('A display name has at most 100 characters');
        const user = await updateDisplayName(db, userId, displayName === '' ? null : displayName);
        if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
        return user;
      },
      setWeeklyApplicationGoal: (
        _root,
        { goal }: Args<{ goal?: number | null }>,
        context: GraphQLContext,
      ) => weeklyProgress.setGoal(callerOf(context).userId, goal ?? null),
      setReminderEmail: (
        _root,
        { input }: Args<{ input: ReminderEmailInput }>,
        context: GraphQLContext,
      ) => reminderEmails.turnOn(callerOf(context).userId, input),
      turnOffReminderEmail: (_root, _args, context: GraphQLContext) =>
        reminderEmails.turnOff(callerOf(context).userId),
      sendReminderEmailNow: (_root, _args, context: GraphQLContext) =>
        reminderEmails.sendNow(callerOf(context).userId),
      changeEmail: (
        _root: unknown,
        { input }: Args<{ input: { newEmail: string; password: string } }>,
        context: GraphQLContext,
      ) => emails.change({ userId: callerOf(context).userId, ...input }),
      async cancelEmailChange(_root, _args, context: GraphQLContext) {
        const { userId } = callerOf(context);
        await confirmations.cancelChange(userId);
        const user = await findUserById(db, userId);
        if (!user) throw unauthenticated();
        return user;
      },
      sendEmailConfirmation: (_root, _args, context: GraphQLContext) =>
        confirmations.sendAgain(callerOf(context).userId),
      async changePassword(
        _root,
        { input }: Args<{ input: { currentPassword: string; newPassword: string } }>,
        context: GraphQLContext,
      ) {
        const { userId, sessionId } = callerOf(context);
        // callerOf admits sessions only, and every session caller carries its id.
        if (sessionId === undefined) throw unauthenticated();
        return passwords.change({ userId, sessionId, ...input });
      },
      async importResume(
        _root,
        {
          input,
        }: Args<{
          input: {
            format: ResumeFormat;
            text?: string | null;
            base64?: string | null;
            title?: string | null;
            fileName?: string | null;
            makeBase?: boolean | null;
          };
        }>,
        context: GraphQLContext,
      ) {
        const { userId } = callerOf(context);
        if (input.format === 'json' && input.text && isTextNestedDeeperThan(input.text))
          throw validationFailed(`A JSON resume nests at most ${MAX_JSON_DEPTH} levels deep`);
        return resumes.import(userId, input);
      },
      updateResume: (
        _root,
        {
          input,
        }: Args<{
          input: {
            id: string;
            title?: string | null;
            content?: unknown;
            expectedVersion?: number | null;
          };
        }>,
        context: GraphQLContext,
      ) => resumes.update(callerOf(context).userId, input),
      setBaseResume: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        resumes.makeBase(callerOf(context).userId, id),
      deleteResume: async (_root, { id }: Args<{ id: string }>, context: GraphQLContext) => ({
        id: await resumes.delete(callerOf(context).userId, id),
      }),
      setResumeFindingIgnored: (
        _root,
        { input }: Args<{ input: SetResumeFindingIgnoredInput }>,
        context: GraphQLContext,
      ) => resumes.setFindingIgnored(callerOf(context).userId, input),
      async exportResume(
        _root,
        {
          input,
        }: Args<{
          input: { resumeId?: string | null; applicationId?: string | null; format: ExportFormat };
        }>,
        context: GraphQLContext,
      ) {
        const { userId } = callerOf(context);
        if ((input.resumeId ? 1 : 0) + (input.applicationId ? 1 : 0) !== 1)
          throw validationFailed('Give either resumeId or applicationId');
        if (input.resumeId) return resumes.export(userId, input.resumeId, input.format);
        const application = await applicationById(context, input.applicationId ?? '');
        const tailoring = application.tailoredResume as StoredTailoring | null;
        if (!tailoring)
          throw new AppError('NOT_TAILORED', 409, 'Tailor the resume for this job first');
        const validation = validateResume(tailoring.resume);
        if (!validation.ok) throw validationFailed('The tailored resume is not valid JSON Resume');
        const job = await findJob(db, userId, application.jobId);
        const name = validation.resume.basics?.name;
        return exportAsFile(validation.resume, input.format, [
          typeof name === 'string' ? name : 'resume',
          job?.company ?? job?.title,
        ]);
      },

      async exportCoverLetter(
        _root,
        {
          input,
        }: Args<{
          input: { applicationId: string; format: CoverLetterFormat; text?: string | null };
        }>,
        context: GraphQLContext,
      ) {
        const { userId } = callerOf(context);
        const application = await applicationById(context, input.applicationId);
        return coverLetterFile(db, userId, {
          application,
          job: await findJob(db, userId, application.jobId),
          format: input.format,
          text: input.text,
        });
      },

      undoSpreadsheetImport: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        applicationImport.undo(callerOf(context).userId, id),
      importApplications: (
        _root,
        { input }: Args<{ input: ImportInput }>,
        context: GraphQLContext,
      ) => applicationImport.import(callerOf(context).userId, input),
      exportApplications: (
        _root,
        { input }: Args<{ input: ApplicationLogInput }>,
        context: GraphQLContext,
      ) => applicationLog.export(callerOf(context).userId, input),

      addJob: (
        _root,
        { input }: Args<{ input: Parameters<JobService['add']>[1] }>,
        context: GraphQLContext,
      ) => jobs.add(callerOf(context).userId, input),
      importJobFromUrl: (
        _root,
        { url, refuseDuplicate }: Args<{ url: string; refuseDuplicate?: boolean | null }>,
        context: GraphQLContext,
      ) => jobs.importFromUrl(callerOf(context).userId, url, { refuseDuplicate }),
      updateJob: (
        _root,
        { input }: Args<{ input: Parameters<JobService['update']>[1] }>,
        context: GraphQLContext,
      ) => jobs.update(callerOf(context).userId, input),
      deleteJob: async (_root, { id }: Args<{ id: string }>, context: GraphQLContext) => ({
        id: await jobs.delete(callerOf(context).userId, id),
      }),

      tailorResume: async (_root, { jobId }: Args<{ jobId: string }>, context: GraphQLContext) =>
        applicationById(context, await applications.tailor(callerOf(context), jobId)),
      createApplication: async (
        _root,
        { jobId }: Args<{ jobId: string }>,
        context: GraphQLContext,
      ) => applicationById(context, await applications.createForJob(callerOf(context), jobId)),
      moveApplication: async (
        _root,
        {
          input,
        }: Args<{
          input: {
            id: string;
            status: CaseStatus;
            note?: string | null;
            expectedVersion?: number | null;
          };
        }>,
        context: GraphQLContext,
      ) => applicationById(context, await applications.move(callerOf(context), input)),
      addApplicationNote: async (
        _root,
        { input }: Args<{ input: { id: string; text: string } }>,
        context: GraphQLContext,
      ) => applicationById(context, await applications.addNote(callerOf(context), input)),
      setFollowUp: async (
        _root,
        { input }: Args<{ input: { id: string; on?: string | null } }>,
        context: GraphQLContext,
      ) =>
        applicationById(
          context,
          await applications.setFollowUp(callerOf(context), { id: input.id, on: input.on ?? null }),
        ),
      setApplicationSource: async (
        _root,
        { input }: Args<{ input: { id: string; source?: string | null } }>,
        context: GraphQLContext,
      ) =>
        applicationById(
          context,
          await applications.setSource(callerOf(context), {
            id: input.id,
            source: input.source ?? null,
          }),
        ),
      updateCoverLetter: async (
        _root,
        { input }: Args<{ input: { id: string; text: string } }>,
        context: GraphQLContext,
      ) => applicationById(context, await applications.setCoverLetter(callerOf(context), input)),
      redraftCoverLetter: async (
        _root,
        { input }: Args<{ input: { id: string; expectedVersion?: number | null } }>,
        context: GraphQLContext,
      ) =>
        applicationById(context, await applications.redraftCoverLetter(callerOf(context), input)),
      updateTailoredResume: async (
        _root,
        {
          input,
        }: Args<{ input: { id: string; content: unknown; expectedVersion?: number | null } }>,
        context: GraphQLContext,
      ) =>
        applicationById(context, await applications.editTailoredResume(callerOf(context), input)),
      createCalendarFeed: (_root, _args, context: GraphQLContext) =>
        calendarFeeds.create(callerOf(context).userId),
      deleteCalendarFeed: (_root, _args, context: GraphQLContext) =>
        calendarFeeds.remove(callerOf(context).userId),
      scheduleInterview: (
        _root,
        { input }: Args<{ input: ScheduleInterviewInput }>,
        context: GraphQLContext,
      ) => interviews.schedule(callerOf(context), input),
      updateInterview: (
        _root,
        { input }: Args<{ input: UpdateInterviewInput }>,
        context: GraphQLContext,
      ) => interviews.update(callerOf(context), input),
      cancelInterview: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        interviews.cancel(callerOf(context), id),
      addContact: (_root, { input }: Args<{ input: AddContactInput }>, context: GraphQLContext) =>
        contacts.add(callerOf(context), input),
      updateContact: (
        _root,
        { input }: Args<{ input: UpdateContactInput }>,
        context: GraphQLContext,
      ) => contacts.update(callerOf(context), input),
      removeContact: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        contacts.remove(callerOf(context), id),
      addApplicationAnswer: (
        _root,
        { input }: Args<{ input: AddApplicationAnswerInput }>,
        context: GraphQLContext,
      ) => answers.add(callerOf(context), input),
      updateApplicationAnswer: (
        _root,
        { input }: Args<{ input: UpdateApplicationAnswerInput }>,
        context: GraphQLContext,
      ) => answers.update(callerOf(context), input),
      removeApplicationAnswer: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        answers.remove(callerOf(context), id),
      addApplicationTask: (
        _root,
        { input }: Args<{ input: AddApplicationTaskInput }>,
        context: GraphQLContext,
      ) => tasks.add(callerOf(context), input),
      updateApplicationTask: (
        _root,
        { input }: Args<{ input: UpdateApplicationTaskInput }>,
        context: GraphQLContext,
      ) => tasks.update(callerOf(context), input),
      removeApplicationTask: (_root, { id }: Args<{ id: string }>, context: GraphQLContext) =>
        tasks.remove(callerOf(context), id),
      recordOffer: async (
        _root,
        { applicationId, input }: Args<{ applicationId: string; input: OfferInput }>,
        context: GraphQLContext,
      ) => applicationById(context, await offers.record(callerOf(context), applicationId, input)),
      removeOffer: async (
        _root,
        { applicationId }: Args<{ applicationId: string }>,
        context: GraphQLContext,
      ) => applicationById(context, await offers.remove(callerOf(context), applicationId)),
    },

    ApplicationAnswer: {
      kind: kindOfAnswer,
    },
    CalendarFeed: {
      // Only ever the caller's own feed: calendarFeed and the mutations answer with it.
      eventCount: async (_feed: CalendarFeedView, _args, context: GraphQLContext) =>
        (await calendarFeeds.eventsOf(callerOf(context).userId)).length,
    },
    User: {
      // Only ever the caller's own account: `me` and the account mutations answer with it.
      pendingEmail: (user: User) => confirmations.pendingChangeOf(user.id),
    },
    Resume: {
      name: (resume: ResumeRecord) => basicsText(resume, 'name'),
      headline: (resume: ResumeRecord) => basicsText(resume, 'label'),
    },

    Application: {
      allowedTransitions: (application: ApplicationSummary) =>
        allowedTransitions(application.status as CaseStatus),
    },
    Job: {
      // Asked for by the job page, one job at a time: no loader.
      peopleAtCompany: (
        job: { company: string | null },
        { first }: Args<{ first?: number | null }>,
        context: GraphQLContext,
      ) => people.atCompany(callerOf(context).userId, job.company, first),
    },
  } as IResolvers;
}
