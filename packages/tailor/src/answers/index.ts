export { QUESTION_KINDS, questionKindOf, type QuestionKind } from './question-kind.js';
export {
  questionWords,
  rankEarlierAnswers,
  type AnsweredQuestion,
  type AnswerSuggestionRank,
} from './question-similarity.js';
export {
  DRAFTED_KINDS,
  draftFormAnswer,
  type AnswerDraft,
  type AnswerDraftFacts,
} from './answer-draft.js';
