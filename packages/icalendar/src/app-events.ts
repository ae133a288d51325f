/**
 * What Resume Agent's calendar feed (backend) and its "Add to calendar" files (app) call the same
 * event: one UID and one summary for each kind. A calendar holding the feed and an imported file
 * then holds one event, which the feed keeps up to date, under one name.
 */

/** "Staff Engineer at Acme"; a job without a title is "your application". */
export function jobAt(jobTitle: string, company?: string | null): string {
  const title = jobTitle.trim() || 'your application';
  const at = company?.trim();
  return at ? `${title} at ${at}` : title;
}

export const appEventUid = {
  interview: (interviewId: string) => `interview-${interviewId}@resume-agent`,
  followUp: (applicationId: string) => `follow-up-${applicationId}@resume-agent`,
  applyBy: (jobId: string) => `apply-by-${jobId}@resume-agent`,
  offerAnswer: (applicationId: string) => `offer-answer-${applicationId}@resume-agent`,
  task: (taskId: string) => `task-${taskId}@resume-agent`,
} as const;

export const appEventSummary = {
  /** "Technical interview: Staff Engineer at Acme"; an untitled one is an "Interview". */
  interview: (title: string | null | undefined, jobTitle: string, company?: string | null) => {
    const name = title?.trim() ?? '';
    return `${name === '' ? 'Interview' : name}: ${jobAt(jobTitle, company)}`;
  },
  followUp: (jobTitle: string, company?: string | null) => `Follow up: ${jobAt(jobTitle, company)}`,
  applyBy: (jobTitle: string, company?: string | null) =>
    `Last day to apply: ${jobAt(jobTitle, company)}`,
  offerAnswer: (jobTitle: string, company?: string | null) =>
    `Answer the offer: ${jobAt(jobTitle, company)}`,
  /** "Send the portfolio: Staff Engineer at Acme". */
  task: (taskTitle: string, jobTitle: string, company?: string | null) =>
    `${taskTitle.trim()}: ${jobAt(jobTitle, company)}`,
} as const;
