/**
 * The answer field of the question form, as a reducer: what it holds, where that came from and
 * what to put back. An earlier answer or a draft from the resume may replace what the person
 * wrote; "Put yours back" restores it. A reducer, not separate states, because a draft arrives
 * after its click: it must replace the text as it is then (typed meanwhile, or another answer
 * used), which only an update from the current state sees.
 */

/** Where the text came from: typed (or as stored), an earlier answer, or a draft of the resume. */
export type AnswerOrigin = 'own' | 'earlier' | 'draft';

export interface AnswerField {
  answer: string;
  /** Kept while the person edits a filled-in text: it is still the draft they are checking. */
  origin: AnswerOrigin;
  /** Whether it holds the filled-in text as it came, not typed in since. */
  isFilledIn: boolean;
  /** What the person wrote before a text replaced it, to put back; null when nothing was. */
  replaced: string | null;
}

export type AnswerFieldAction =
  | { type: 'typed'; text: string }
  | { type: 'filled'; text: string; origin: Exclude<AnswerOrigin, 'own'> }
  | { type: 'putBack' };

/** The field as the form opens it: the stored answer, or empty. */
export function answerFieldOf(answer: string): AnswerField {
  return { answer, origin: 'own', isFilledIn: false, replaced: null };
}

export function changeAnswerField(field: AnswerField, action: AnswerFieldAction): AnswerField {
  switch (action.type) {
    case 'typed':
      return {
        answer: action.text,
        // Emptied, nothing of the filled-in text is left to check.
        origin: action.text.trim() === '' ? 'own' : field.origin,
        // Typed in: the text is the person's own now, not put back over.
        isFilledIn: false,
        replaced: null,
      };
    case 'filled': {
      // One filled-in text over another keeps what to put back: the person's own text.
      const own = field.answer.trim() === '' ? null : field.answer;
      return {
        answer: action.text,
        origin: action.origin,
        isFilledIn: true,
        replaced: field.isFilledIn ? field.replaced : own,
      };
    }
    case 'putBack':
      if (field.replaced === null) return field;
      return answerFieldOf(field.replaced);
  }
}

/** What the line offering "Put yours back" says replaced the person's text. */
export function replacedText(origin: AnswerOrigin): string {
  return origin === 'draft'
    ? 'The draft replaced what you wrote.'
    : 'An earlier answer replaced what you wrote.';
}
