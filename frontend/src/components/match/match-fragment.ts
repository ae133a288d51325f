import { graphql } from '@/gql';

/**
 * Everything the match views show about a score. Spread it wherever a `Match` is queried
 * (`match { ...MatchBreakdown }`) and pass the result to `MatchBreakdown` or its parts.
 */
export const matchBreakdownFragment = graphql(`
  fragment MatchBreakdown on Match {
    score
    band
    algorithmVersion
    cap {
      cap
      uncapped
      reason
    }
    components {
      key
      label
      weight
      value
      points
      detail
    }
    matched {
      skillId
      name
      category
      requirement
      evidence {
        itemId
        pointer
        section
        entry
        text
      }
    }
    missing {
      skillId
      name
      category
      requirement
      inMaster
    }
    explanation
  }
`);
