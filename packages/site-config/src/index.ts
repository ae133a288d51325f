export * from './defaults';
export * from './did-you-mean';
export * from './json-schema';
export * from './pages';
export * from './schema';
export * from './validate';
