export * from './cover-letter.js';
export * from './review-cover-letter.js';
