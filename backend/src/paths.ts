import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The backend runs from `backend/src` (tsx) or `backend/dist` (built); both sit one level
 * below the backend directory, so the repository root is two levels up either way.
 */
const backendDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const repositoryRoot = resolve(backendDirectory, '..');
export const defaultHasuraDirectory = resolve(repositoryRoot, 'hasura');
export const defaultDataDirectory = resolve(repositoryRoot, '.data');
