/** A job as its link reads wherever one is named: "Senior Backend Engineer · Northwind Traders". */
export function jobLabel(job: { title: string; company: string | null }): string {
  const company = job.company?.trim();
  return company ? `${job.title} · ${company}` : job.title;
}
