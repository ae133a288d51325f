import { graphql } from '@/gql';

/** What the job page shows of the job's application: status, cover letter, tailored resume. */
export const jobPageApplicationFragment = graphql(`
  fragment JobPageApplication on Application {
    id
    status
    version
    coverLetter
    tailoredResume {
      content
      algorithmVersion
      tailoredAt
      match {
        ...MatchBreakdown
      }
      masterMatch {
        score
        band
      }
      diff {
        kept {
          ...JobPageDiffItem
        }
        moved {
          ...JobPageDiffItem
        }
        removed {
          ...JobPageDiffItem
        }
        added {
          ...JobPageDiffItem
        }
      }
    }
  }

  fragment JobPageDiffItem on DiffItem {
    id
    kind
    text
    from
    to
  }
`);

/** Tailors (or re-tailors) the job's resume; `job.application` links it to the job in the cache. */
export const TailorResumeMutation = graphql(`
  mutation JobPageTailorResume($jobId: ID!) {
    tailorResume(jobId: $jobId) {
      ...JobPageApplication
      job {
        id
        application {
          id
        }
      }
    }
  }
`);

export const StartApplicationMutation = graphql(`
  mutation JobPageStartApplication($jobId: ID!) {
    createApplication(jobId: $jobId) {
      ...JobPageApplication
      job {
        id
        application {
          id
        }
      }
    }
  }
`);
