import type { TokenScope } from '@/lib/api';

/** What each scope lets a token do, in one line for the create form. */
export const scopeDescriptions: Record<TokenScope, string> = {
  'plants:read': 'List the plants you can access through the plant store API.',
  'cases:read': 'Read your cases (job applications) and the case schema.',
  'cases:write': 'Create and update cases and move them between statuses.',
};
