export * from './agent-case.js';
export * from './bodies.js';
export * from './case-schema.js';
export * from './fields.js';
export * from './statuses.js';
