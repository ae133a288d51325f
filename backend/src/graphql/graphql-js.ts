/**
 * graphql-js as Mercurius sees it. Mercurius loads it with require (CommonJS); an ESM import
 * here would load the package's second build, and graphql-js refuses schema objects from
 * "another module or realm". Every runtime use of graphql-js in the backend goes through this.
 */
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

export const graphqlJs = createRequire(import.meta.url)('graphql') as typeof GraphQL;
