/**
 * The demo account of the embedded-database start (README: "Demo account"): a resume, jobs
 * and applications at every stage, so a newcomer signs in to a living app. Seeded once; a
 * second start finds the account and leaves it (and whatever the visitor changed) alone.
 *
 * Everything goes through the same services the API uses, as a story: each step (a job
 * added, a resume tailored, a move, a note, a follow-up) runs in the order of its date and is
 * then dated by `backdateTo`, so the history reads like weeks of job hunting rather than one
 * minute of it.
 */
import { SCOPES } from '../accounts/scopes.js';
import type { PasswordHasher } from '../accounts/passwords.js';
import { signUp } from '../accounts/sign-up.js';
import {
  confirmEmail,
  findUserByEmail,
  updateWeeklyApplicationGoal,
} from '../accounts/users-repository.js';
import type { Database } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { createInterviewService } from '../interviews/interview-service.js';
import { createApplicationAnswerService } from '../answers/application-answer-service.js';
import { createApplicationTaskService } from '../tasks/application-task-service.js';
import { createContactService } from '../contacts/contact-service.js';
import { createOfferService } from '../offers/offer-service.js';
import { createJobService } from '../jobs/job-service.js';
import { addDays, createApplicationService } from '../pipeline/application-service.js';
import { createResumeService } from '../resumes/resume-service.js';
import { backdateTo, canBackdate } from './backdate.js';
import {
  DEMO_EMAIL,
  DEMO_JOBS,
  DEMO_PASSWORD,
  DEMO_RESUME,
  DEMO_RESUME_IMPORT,
  DEMO_SIGN_UP,
  DEMO_WEEKLY_GOAL,
  type DemoJob,
  type DemoStep,
  weekdayFrom,
} from './demo-data.js';

/** `created-undated`: seeded, but every step is dated at the seed (canBackdate says why). */
export type DemoSeedOutcome = 'created' | 'created-undated' | 'exists';

const DAY_MS = 86_400_000;

interface StoryStep {
  daysAgo: number;
  run: () => Promise<void>;
}

export async function seedDemoAccount(
  db: Database,
  hasher: PasswordHasher,
  now: () => Date = () => new Date(),
): Promise<DemoSeedOutcome> {
  if (await findUserByEmail(db, DEMO_EMAIL)) return 'exists';
  const seededAt = now();
  const today = seededAt.toISOString().slice(0, 10);
  const dated = await canBackdate(db);
  const user = await signUp(db, hasher, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    displayName: 'Sam Rivera',
  });
  const dateStep = async (daysAgo: number): Promise<void> => {
    if (dated)
      await backdateTo(db, user.id, new Date(seededAt.getTime() - daysAgo * DAY_MS).toISOString());
  };
  // Nobody reads the demo's mail: its address counts as confirmed from the start.
  await confirmEmail(db, user.id, user.email);
  await updateWeeklyApplicationGoal(db, user.id, DEMO_WEEKLY_GOAL);
  await dateStep(DEMO_SIGN_UP.daysAgo);

  const caller: Caller = { userId: user.id, scopes: SCOPES, via: 'session' };
  const jobs = createJobService({ db, allowPrivateHosts: false });
  const applications = createApplicationService({ db, today: () => today });
  const interviews = createInterviewService({ db });
  const contacts = createContactService({ db, today: () => today });
  const answers = createApplicationAnswerService({ db });
  const tasks = createApplicationTaskService({ db });
  const offers = createOfferService({ db });
  const story: StoryStep[] = [
    {
      daysAgo: DEMO_RESUME_IMPORT.daysAgo,
      run: async () => {
        await createResumeService({ db }).import(user.id, {
          format: 'json',
          text: JSON.stringify(DEMO_RESUME),
          title: 'Sam Rivera — main resume',
          makeBase: true,
        });
      },
    },
  ];
  for (const demo of DEMO_JOBS) story.push(...jobStory(demo));
  // Oldest first: backdateTo depends on it. The sort is stable, so one job's steps of the same
  // moment keep their order.
  story.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const step of story) {
    await step.run();
    await dateStep(step.daysAgo);
  }
  return dated ? 'created' : 'created-undated';

  /** A job's steps; later ones use the ids that earlier ones found, which the order keeps. */
  function jobStory(demo: DemoJob): StoryStep[] {
    let jobId = '';
    let applicationId = '';
    const steps: StoryStep[] = [
      {
        daysAgo: demo.daysAgo,
        run: async () => {
          jobId = (
            await jobs.add(user.id, {
              description: demo.description,
              url: demo.url ?? null,
              applyBy: demo.applyByInDays === undefined ? null : addDays(today, demo.applyByInDays),
            })
          ).id;
        },
      },
    ];
    const { application } = demo;
    if (application === undefined) return steps;
    steps.push({
      daysAgo: application.start.daysAgo,
      run: async () => {
        applicationId = application.start.tailor
          ? await applications.tailor(caller, jobId)
          : await applications.createForJob(caller, jobId);
        const { source } = application.start;
        if (source !== undefined)
          await applications.setSource(caller, { id: applicationId, source });
      },
    });
    for (const step of application.steps ?? [])
      steps.push({ daysAgo: step.daysAgo, run: () => runStep(step, applicationId) });
    return steps;
  }

  async function runStep(step: DemoStep, id: string): Promise<void> {
    if ('move' in step) await applications.move(caller, { id, status: step.move, note: step.note });
    else if ('followUpInDays' in step)
      await applications.setFollowUp(caller, { id, on: addDays(today, step.followUpInDays) });
    else if ('interview' in step) {
      const { inDays, atUtc, ...interview } = step.interview;
      await interviews.schedule(caller, {
        applicationId: id,
        startsAt: `${addDays(today, inDays)}T${atUtc}:00Z`,
        ...interview,
      });
    } else if ('contact' in step) {
      const { lastContactedInDays, ...contact } = step.contact;
      await contacts.add(caller, {
        applicationId: id,
        lastContactedOn: addDays(today, lastContactedInDays),
        ...contact,
      });
    } else if ('answer' in step) {
      await answers.add(caller, { applicationId: id, ...step.answer });
    } else if ('task' in step) {
      const { title, dueInDays, done } = step.task;
      const task = await tasks.add(caller, {
        applicationId: id,
        title,
        dueOn: dueInDays === undefined ? null : addDays(today, dueInDays),
      });
      if (done === true) await tasks.update(caller, { id: task.id, done: true });
    } else if ('offer' in step) {
      const { startsOn, respondBy, ...offer } = step.offer;
      await offers.record(caller, id, {
        ...offer,
        startsOn: weekdayFrom(today, startsOn),
        respondBy: weekdayFrom(today, respondBy),
      });
    } else await applications.addNote(caller, { id, text: step.note });
  }
}
