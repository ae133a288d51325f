export * from './defaults.js';
export * from './did-you-mean.js';
export * from './json-schema.js';
export * from './pages.js';
export * from './schema.js';
export * from './validate.js';
