import { caseSchema } from '@resume-agent/case-contract';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkInput,
  createFormInputs,
  type FormInput,
  toCreateBody,
} from './form-model';

const inputs = createFormInputs(caseSchema());
const inputFor = (key: string): FormInput => {
  const input = inputs.find((candidate) => candidate.key === key);
  if (!input) throw new Error(`no input ${key}`);
  return input;
};

describe('createFormInputs', () => {
  it('offers every editable field of the schema, required ones first, and no read-only one', () => {
    const editable = caseSchema().fields.filter((field) => field.editable);
    expect(inputs.map((input) => input.key).sort()).toEqual(editable.map((f) => f.key).sort());
    expect(inputs.map((input) => input.key)).not.toContain('matchScore');
    expect(inputs[0]).toMatchObject({ key: 'title', required: true, kind: 'line' });
  });

  it('picks the input kind from the field type', () => {
    expect(inputFor('jobUrl').kind).toBe('url');
    expect(inputFor('description').kind).toBe('lines');
    expect(inputFor('remote').kind).toBe('checkbox');
    expect(inputFor('priority')).toMatchObject({ kind: 'choice', group: 'extra' });
    expect(inputFor('priority').options?.map((option) => option.value)).toEqual([
      'low',
      'medium',
      'high',
    ]);
  });

  it('follows a schema it has never seen: a required number with bounds', () => {
    const [input] = createFormInputs({
      fields: [
        {
          key: 'years',
          label: 'Years',
          type: 'number',
          group: 'extra',
          required: true,
          editable: true,
          minimum: 0,
          maximum: 60,
        },
      ],
    });
    if (!input) throw new Error('no input');
    expect(checkInput(input, '')).toBe('Years is required.');
    expect(checkInput(input, 'ten')).toBe('Years must be a number.');
    expect(checkInput(input, '-1')).toBe('Years must be at least 0.');
    expect(checkInput(input, '61')).toBe('Years must be at most 60.');
    expect(checkInput(input, '12')).toBeUndefined();
    expect(toCreateBody([input], { years: ' 12 ' })).toEqual({ fields: { years: 12 } });
  });
});

describe('checkForm', () => {
  it('asks for the title and accepts a form with only a title', () => {
    expect(checkForm(inputs, {})).toEqual({ title: 'Job title is required.' });
    expect(checkForm(inputs, { title: '   ' })).toEqual({ title: 'Job title is required.' });
    expect(checkForm(inputs, { title: 'Engineer' })).toEqual({});
  });

  it('checks lengths after trimming, urls and choices', () => {
    const title = inputFor('title');
    const limit = title.maxLength ?? 0;
    expect(checkInput(title, ` ${'x'.repeat(limit)} `)).toBeUndefined();
    expect(checkInput(title, 'x'.repeat(limit + 1))).toMatch(/at most 300 characters \(now 301\)/);
    expect(checkInput(inputFor('jobUrl'), 'example.com/job')).toMatch(/http:\/\/ or https:\/\//);
    expect(checkInput(inputFor('jobUrl'), 'HTTPS://example.com/job')).toBeUndefined();
    expect(checkInput(inputFor('priority'), 'urgent')).toMatch(/Choose one/);
  });
});

describe('toCreateBody', () => {
  it('trims, leaves empty inputs out and puts extra fields under `fields`', () => {
    expect(
      toCreateBody(inputs, {
        title: '  Staff Engineer ',
        company: 'Acme',
        location: '',
        notes: '   ',
        priority: 'high',
        remote: true,
        salary: '',
      }),
    ).toEqual({
      title: 'Staff Engineer',
      company: 'Acme',
      fields: { priority: 'high', remote: true },
    });
  });

  it('leaves an unticked checkbox out instead of sending false', () => {
    expect(toCreateBody(inputs, { title: 'A', remote: false })).toEqual({ title: 'A' });
  });
});
