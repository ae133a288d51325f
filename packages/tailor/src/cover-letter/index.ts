export * from './cover-letter.js';
export * from './letter-greeting.js';
export * from './review-cover-letter.js';
export { skillIdsNamedIn } from './unshown-skills.js';
