import { describe, expect, it } from 'vitest';
import { staleTailoringNotice } from './tailored-notice';

describe('staleTailoringNotice', () => {
  it('says nothing while the tailored resume is as tailoring made it', () => {
    expect(staleTailoringNotice({ isBaseNewer: false, isJobChanged: false })).toBeNull();
  });

  it('says when the job changed, and that its score is already against the new job', () => {
    expect(staleTailoringNotice({ isBaseNewer: false, isJobChanged: true })).toBe(
      'This job changed after the resume was tailored: its score is against the job as it is now. Tailor again to fit the resume and cover letter to the change, or keep the resume and write the letter anew with New draft, below.',
    );
  });

  it('says when the base resume changed', () => {
    expect(staleTailoringNotice({ isBaseNewer: true, isJobChanged: false })).toMatch(
      /^Your base resume changed after this was tailored\./,
    );
  });

  it('says both in one notice', () => {
    const notice = staleTailoringNotice({ isBaseNewer: true, isJobChanged: true });
    expect(notice).toMatch(/^Your base resume and this job both changed/);
    expect(notice).toMatch(/Tailor again/);
  });
});
