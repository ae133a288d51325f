export { QUESTION_KINDS, questionKindOf, type QuestionKind } from './question-kind.js';
export {
  questionWords,
  rankEarlierAnswers,
  type AnsweredQuestion,
  type AnswerSuggestionRank,
} from './question-similarity.js';
