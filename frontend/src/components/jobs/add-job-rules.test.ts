import { describe, expect, it } from 'vitest';
import { checkJobUrl, importFailure, looksLikeHtml, optionalText } from './add-job-rules';

describe('looksLikeHtml', () => {
  it('treats text that starts with a tag as HTML', () => {
    expect(looksLikeHtml('  \n<div><h1>Engineer</h1></div>')).toBe(true);
    expect(looksLikeHtml('Frontend Engineer\n<3 our team')).toBe(false);
  });
});

describe('checkJobUrl', () => {
  it('accepts web links and rejects others', () => {
    expect(checkJobUrl('https://jobs.example.com/42', { required: true })).toBeUndefined();
    expect(checkJobUrl('jobs.example.com/42', { required: true })).toMatch(/https:\/\//);
    expect(checkJobUrl('ftp://example.com/job', { required: true })).toMatch(/web link/);
  });

  it('asks for a link only when one is required', () => {
    expect(checkJobUrl(' ', { required: true })).toBe('Enter the link to the job posting.');
    expect(checkJobUrl(' ', { required: false })).toBeUndefined();
  });
});

describe('importFailure', () => {
  it('suggests pasting when the page has no job posting', () => {
    const failure = importFailure({ code: 'NO_JOB_POSTING', message: 'No JobPosting found' });
    expect(failure.suggestPaste).toBe(true);
    expect(failure.message).toMatch(/Paste the posting’s text instead/);
  });

  it('keeps the server’s reason when the page could not be fetched', () => {
    const failure = importFailure({ code: 'FETCH_FAILED', message: 'The page answered 404.' });
    expect(failure).toMatchObject({ detail: 'The page answered 404.', suggestPaste: true });
  });

  it('shows input errors as the server words them', () => {
    expect(importFailure({ code: 'BAD_USER_INPUT', message: 'Use an https URL.' })).toEqual({
      message: 'Use an https URL.',
      detail: null,
      suggestPaste: false,
    });
  });
});

describe('optionalText', () => {
  it('leaves out blank fields', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(' Acme ')).toBe('Acme');
  });
});
