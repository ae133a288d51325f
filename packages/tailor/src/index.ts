/**
 * @resume-agent/tailor: the tailoring engine. Everything exported here is pure and runs in
 * Node and in browsers; PDF and DOCX import and export, which need heavier libraries, are in
 * `@resume-agent/tailor/node`.
 */
export * from './answers/index.js';
export * from './batch/index.js';
export * from './cover-letter/index.js';
export * from './job/index.js';
export * from './match/index.js';
export * from './messages/index.js';
export * from './rephrase/index.js';
export * from './resume/index.js';
export * from './review/index.js';
export * from './tailor/index.js';
export * from './terms/index.js';
