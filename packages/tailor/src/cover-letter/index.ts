export * from './cover-letter.js';
