import { describe, expect, it } from 'vitest';
import {
  checkJobDetails,
  checkPostingText,
  jobDetailsUpdate,
  type JobDetails,
  postingUpdate,
  refusedJobField,
} from './job-edit-rules';

const JOB: JobDetails = {
  title: 'Platform Engineer',
  company: 'Northwind Traders',
  location: 'Remote',
  url: 'https://jobs.example.com/42',
};

const DRAFT = {
  title: 'Platform Engineer',
  company: 'Northwind Traders',
  location: 'Remote',
  url: 'https://jobs.example.com/42',
};

describe('checkJobDetails', () => {
  it('accepts a title alone', () => {
    expect(checkJobDetails({ title: 'Engineer', company: '', location: '', url: '' })).toEqual({});
  });

  it('asks for a title', () => {
    expect(checkJobDetails({ ...DRAFT, title: '  ' })).toEqual({
      title: 'Give the job a title.',
    });
  });

  it('checks the link as the add-a-job form does, and refuses spaces inside it', () => {
    expect(checkJobDetails({ ...DRAFT, url: 'jobs.example.com/42' }).url).toMatch(/https:\/\//);
    expect(checkJobDetails({ ...DRAFT, url: 'https://jobs.example.com/a job' }).url).toBe(
      'Enter the link without spaces.',
    );
    expect(checkJobDetails({ ...DRAFT, url: ' https://jobs.example.com/42 ' })).toEqual({});
  });

  it('says the server’s limits before the server does', () => {
    const errors = checkJobDetails({
      title: 'x'.repeat(301),
      company: 'x'.repeat(201),
      location: 'x'.repeat(201),
      url: `https://example.com/${'x'.repeat(2048)}`,
    });
    expect(errors).toEqual({
      title: 'A job title has at most 300 characters.',
      company: 'A company name has at most 200 characters.',
      location: 'A location has at most 200 characters.',
      url: 'A link has at most 2,048 characters.',
    });
    expect(checkJobDetails({ ...DRAFT, title: ` ${'x'.repeat(300)} ` })).toEqual({});
  });
});

describe('jobDetailsUpdate', () => {
  it('sends nothing when nothing changed, spaces aside', () => {
    expect(jobDetailsUpdate('job-1', JOB, DRAFT)).toBeNull();
    expect(jobDetailsUpdate('job-1', JOB, { ...DRAFT, title: ` ${DRAFT.title} ` })).toBeNull();
    expect(
      jobDetailsUpdate(
        'job-1',
        { title: 'Engineer', company: null, location: null, url: null },
        { title: 'Engineer', company: '', location: ' ', url: '' },
      ),
    ).toBeNull();
  });

  it('sends all four fields, trimmed, when one changed', () => {
    expect(
      jobDetailsUpdate('job-1', JOB, { ...DRAFT, title: ' Staff Platform Engineer ' }),
    ).toEqual({
      id: 'job-1',
      title: 'Staff Platform Engineer',
      company: 'Northwind Traders',
      location: 'Remote',
      url: 'https://jobs.example.com/42',
    });
  });

  it('sends an emptied field as null: the link is removed, company and location read again', () => {
    expect(
      jobDetailsUpdate('job-1', JOB, { ...DRAFT, company: ' ', location: '', url: '' }),
    ).toEqual({
      id: 'job-1',
      title: 'Platform Engineer',
      company: null,
      location: null,
      url: null,
    });
  });
});

describe('checkPostingText', () => {
  it('asks for the text', () => {
    expect(checkPostingText(' \n ')).toBe('Paste the job posting: its text.');
    expect(checkPostingText('Engineer\n- Go')).toBeUndefined();
  });

  it('says the server’s limit', () => {
    expect(checkPostingText('x'.repeat(200_001))).toBe('A posting has at most 200,000 characters.');
  });
});

describe('postingUpdate', () => {
  it('sends the text as text, trimmed', () => {
    expect(postingUpdate('job-1', 'Engineer\n- Go', '  Engineer\n- Go\n- Rust\n')).toEqual({
      id: 'job-1',
      description: 'Engineer\n- Go\n- Rust',
      descriptionFormat: 'text',
    });
  });

  it('adds a text to a job that had none', () => {
    expect(postingUpdate('job-1', null, 'Engineer')).toEqual({
      id: 'job-1',
      description: 'Engineer',
      descriptionFormat: 'text',
    });
  });

  it('sends nothing for the text as shown, so an HTML posting is not replaced by its text', () => {
    expect(postingUpdate('job-1', 'Engineer\n- Go', 'Engineer\n- Go\n')).toBeNull();
  });
});

describe('refusedJobField', () => {
  it('names the field a VALIDATION_FAILED refusal is about', () => {
    for (const field of ['title', 'company', 'location', 'url', 'description'] as const)
      expect(
        refusedJobField({ code: 'VALIDATION_FAILED', message: 'No', details: { field } }),
      ).toBe(field);
  });

  it('names none for other problems, other fields or details of another shape', () => {
    const cases = [
      { code: 'NOT_FOUND', message: 'No', details: { field: 'title' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: { field: 'applyBy' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: { field: 7 } },
      { code: 'VALIDATION_FAILED', message: 'No', details: 'title' },
      { code: 'VALIDATION_FAILED', message: 'No' },
    ];
    for (const problem of cases) expect(refusedJobField(problem)).toBeUndefined();
  });
});
