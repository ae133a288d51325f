export { applyRephrasing, type RephraseChange } from './apply.js';
export { checkRephrasing, type RefusalReason } from './guard.js';
export {
  createOpenAiCompatibleRephraser,
  DEFAULT_REPHRASE_MODEL,
  type OpenAiCompatibleOptions,
  rephraserFromConfig,
} from './openai-compatible.js';
export { RephraseError, type Rephraser, type RephraseRequest } from './rephraser.js';
