/**
 * The create form of the case controls, derived from the case schema alone: which inputs to
 * draw, how to check them before sending, and how to turn what was typed into a create body.
 * Pure, so the rules are tested without a browser.
 */
import type { CaseField, CaseSchema, CreateCaseBody } from '@resume-agent/case-contract';

export type InputKind = 'line' | 'url' | 'lines' | 'number' | 'checkbox' | 'choice';

export interface FormInput {
  key: string;
  label: string;
  kind: InputKind;
  group: CaseField['group'];
  required: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  options?: readonly { value: string; label: string }[];
  description?: string;
}

/** What the form holds: text for every input, booleans for checkboxes. */
export type FormValues = Readonly<Record<string, string | boolean | undefined>>;
export type FormErrors = Readonly<Record<string, string>>;

const KIND_OF_TYPE: Readonly<Record<CaseField['type'], InputKind>> = {
  string: 'line',
  url: 'url',
  text: 'lines',
  number: 'number',
  boolean: 'checkbox',
  enum: 'choice',
};

/** The inputs of the create form: the schema's editable fields, required ones first. */
export function createFormInputs(schema: Pick<CaseSchema, 'fields'>): FormInput[] {
  const editable = schema.fields.filter((field) => field.editable);
  const ordered = [
    ...editable.filter((field) => field.required),
    ...editable.filter((field) => !field.required),
  ];
  return ordered.map((field) => ({
    key: field.key,
    label: field.label,
    kind: KIND_OF_TYPE[field.type],
    group: field.group,
    required: field.required,
    ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
    ...(field.minimum === undefined ? {} : { minimum: field.minimum }),
    ...(field.maximum === undefined ? {} : { maximum: field.maximum }),
    ...(field.enum === undefined ? {} : { options: field.enum }),
    ...(field.description === undefined ? {} : { description: field.description }),
  }));
}

const HTTP_URL = /^https?:\/\/\S+$/i;

function textOf(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The first problem of one input, in words a person can act on; undefined when it is fine. */
export function checkInput(
  input: FormInput,
  value: string | boolean | undefined,
): string | undefined {
  if (input.kind === 'checkbox') return undefined;
  const text = textOf(value);
  if (text === '') return input.required ? `${input.label} is required.` : undefined;
  if (input.maxLength !== undefined && text.length > input.maxLength)
    return `${input.label} must be at most ${input.maxLength} characters (now ${text.length}).`;
  if (input.kind === 'url' && !HTTP_URL.test(text))
    return `${input.label} must be an address starting with http:// or https://.`;
  if (input.kind === 'choice' && !(input.options ?? []).some((option) => option.value === text))
    return `Choose one of the listed ${input.label.toLowerCase()} values.`;
  if (input.kind === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return `${input.label} must be a number.`;
    if (input.minimum !== undefined && number < input.minimum)
      return `${input.label} must be at least ${input.minimum}.`;
    if (input.maximum !== undefined && number > input.maximum)
      return `${input.label} must be at most ${input.maximum}.`;
  }
  return undefined;
}

/** Every problem of the form, keyed by input; empty when the form may be sent. */
export function checkForm(inputs: readonly FormInput[], values: FormValues): FormErrors {
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    const problem = checkInput(input, values[input.key]);
    if (problem !== undefined) errors[input.key] = problem;
  }
  return errors;
}

/**
 * The create body for checked values: trimmed text, empty inputs left out (the server's
 * defaults apply), an unticked checkbox left out rather than sent as false, extra fields
 * under `fields`.
 */
export function toCreateBody(inputs: readonly FormInput[], values: FormValues): CreateCaseBody {
  const core: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const input of inputs) {
    const raw = values[input.key];
    let value: string | number | boolean | undefined;
    if (input.kind === 'checkbox') value = raw === true ? true : undefined;
    else if (textOf(raw) === '') value = undefined;
    else value = input.kind === 'number' ? Number(textOf(raw)) : textOf(raw);
    if (value === undefined) continue;
    (input.group === 'core' ? core : extra)[input.key] = value;
  }
  const body = Object.keys(extra).length === 0 ? core : { ...core, fields: extra };
  // The inputs come from the server's own schema, and checkForm ran first.
  return body as CreateCaseBody;
}
