/** What the tailored resume says about itself; pure, so it can be tested without a browser. */

/**
 * Why a tailored resume may no longer fit: the base resume or the job changed after it was
 * tailored. One notice, or null when it is as tailoring made it.
 */
export function staleTailoringNotice({
  isBaseNewer,
  isJobChanged,
}: {
  isBaseNewer: boolean;
  isJobChanged: boolean;
}): string | null {
  if (isBaseNewer && isJobChanged)
    return 'Your base resume and this job both changed after the resume was tailored: its score is against the job as it is now. Tailor again to use your new resume and fit the resume and cover letter to the change.';
  if (isJobChanged)
    return 'This job changed after the resume was tailored: its score is against the job as it is now. Tailor again to fit the resume and cover letter to the change, or keep the resume and write the letter anew with New draft, below.';
  if (isBaseNewer)
    return 'Your base resume changed after this was tailored. Tailor again to use the new version.';
  return null;
}
