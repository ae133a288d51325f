/**
 * The demo account of the embedded-database start (README: "Demo account"): a resume, jobs
 * and applications at every stage, so a newcomer signs in to a living app. Seeded once; a
 * second start finds the account and leaves it (and whatever the visitor changed) alone.
 * Everything goes through the same services the API uses.
 */
import { SCOPES } from '../accounts/scopes.js';
import type { PasswordHasher } from '../accounts/passwords.js';
import { signUp } from '../accounts/sign-up.js';
import { findUserByEmail } from '../accounts/users-repository.js';
import type { Database } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { createJobService } from '../jobs/job-service.js';
import { addDays, createApplicationService } from '../pipeline/application-service.js';
import { createResumeService } from '../resumes/resume-service.js';
import { DEMO_EMAIL, DEMO_JOBS, DEMO_PASSWORD, DEMO_RESUME } from './demo-data.js';

export async function seedDemoAccount(
  db: Database,
  hasher: PasswordHasher,
  today: () => string = () => new Date().toISOString().slice(0, 10),
): Promise<'created' | 'exists'> {
  if (await findUserByEmail(db, DEMO_EMAIL)) return 'exists';
  const user = await signUp(db, hasher, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    displayName: 'Sam Rivera',
  });
  const caller: Caller = { userId: user.id, scopes: SCOPES, via: 'session' };
  await createResumeService({ db }).import(user.id, {
    format: 'json',
    text: JSON.stringify(DEMO_RESUME),
    title: 'Sam Rivera — main resume',
    makeBase: true,
  });
  const jobs = createJobService({ db, allowPrivateHosts: false });
  const applications = createApplicationService({ db, today });
  // Oldest first, so the newest job is the first one listed.
  for (const demo of [...DEMO_JOBS].reverse()) {
    const job = await jobs.add(user.id, { description: demo.description, url: demo.url ?? null });
    if (demo.path === undefined && demo.tailor !== true) continue;
    const id = demo.tailor
      ? await applications.tailor(caller, job.id)
      : await applications.createForJob(caller, job.id);
    for (const status of demo.path ?? []) await applications.move(caller, { id, status });
    for (const text of demo.notes ?? []) await applications.addNote(caller, { id, text });
    if (demo.followUpInDays !== undefined)
      await applications.setFollowUp(caller, { id, on: addDays(today(), demo.followUpInDays) });
  }
  return 'created';
}
