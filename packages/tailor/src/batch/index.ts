export * from './rank-jobs.js';
