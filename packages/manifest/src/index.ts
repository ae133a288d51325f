// The agent manifest: schema and types, the validator, the deploy preview, and the typed client
// of the local control plane.
export * from './contracts.js';
export * from './diagnostics.js';
export * from './preview/index.js';
export * from './schema.js';
export * from './validate/index.js';
