import { MatchBreakdownFragmentDoc } from '@/gql/documents/MatchBreakdownFragmentDoc';

/**
 * Everything the match views show about a score. Spread it wherever a `Match` is queried
 * (`match { ...MatchBreakdown }`) and pass the result to `MatchBreakdown` or its parts.
 */
export const matchBreakdownFragment = MatchBreakdownFragmentDoc;
