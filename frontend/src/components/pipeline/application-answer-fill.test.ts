import { describe, expect, it } from 'vitest';
import {
  answerFieldOf,
  changeAnswerField,
  replacedText,
  type AnswerField,
  type AnswerFieldAction,
} from './application-answer-fill';

function after(field: AnswerField, ...actions: AnswerFieldAction[]): AnswerField {
  return actions.reduce(changeAnswerField, field);
}

const typed = (text: string): AnswerFieldAction => ({ type: 'typed', text });
const draft = (text: string): AnswerFieldAction => ({ type: 'filled', text, origin: 'draft' });
const earlier = (text: string): AnswerFieldAction => ({ type: 'filled', text, origin: 'earlier' });

describe('the answer field', () => {
  it('opens with the stored answer as the person’s own', () => {
    expect(answerFieldOf('In May.')).toEqual({
      answer: 'In May.',
      origin: 'own',
      isFilledIn: false,
      replaced: null,
    });
  });

  it('keeps nothing to put back when a draft fills an empty field', () => {
    expect(after(answerFieldOf(''), draft('About 3 years with Go.'))).toEqual({
      answer: 'About 3 years with Go.',
      origin: 'draft',
      isFilledIn: true,
      replaced: null,
    });
  });

  it('keeps what was typed to put back, over a draft and then an earlier answer', () => {
    const filled = after(answerFieldOf(''), typed('Yes.'), draft('Drafted.'), earlier('Earlier.'));
    expect(filled).toMatchObject({ answer: 'Earlier.', origin: 'earlier', replaced: 'Yes.' });
    expect(changeAnswerField(filled, { type: 'putBack' })).toEqual(answerFieldOf('Yes.'));
  });

  it('puts back a draft the person edited, which is their text now', () => {
    const filled = after(answerFieldOf(''), draft('Drafted.'), typed('Drafted, edited.'));
    expect(filled).toMatchObject({ origin: 'draft', isFilledIn: false, replaced: null });
    const replaced = changeAnswerField(filled, earlier('Earlier.'));
    expect(replaced.replaced).toBe('Drafted, edited.');
    expect(changeAnswerField(replaced, { type: 'putBack' }).answer).toBe('Drafted, edited.');
  });

  it('keeps a draft’s origin as it is edited, until it is emptied', () => {
    const edited = after(answerFieldOf(''), draft('Drafted.'), typed('Drafted!'));
    expect(edited.origin).toBe('draft');
    expect(changeAnswerField(edited, typed(' \n')).origin).toBe('own');
  });

  it('has nothing to put back after typing, and changes nothing when asked to', () => {
    const field = after(answerFieldOf(''), typed('Mine.'), draft('Drafted.'), typed('Mine again.'));
    expect(field.replaced).toBeNull();
    expect(changeAnswerField(field, { type: 'putBack' })).toBe(field);
  });

  it('names what replaced the person’s text', () => {
    expect(replacedText('draft')).toBe('The draft replaced what you wrote.');
    expect(replacedText('earlier')).toBe('An earlier answer replaced what you wrote.');
  });
});
