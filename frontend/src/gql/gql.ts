/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SettingsUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": typeof types.SettingsUpdateProfileDocument,
    "\n  mutation JobsAddJob($input: AddJobInput!) {\n    addJob(input: $input) {\n      ...JobsListItem\n    }\n  }\n": typeof types.JobsAddJobDocument,
    "\n  mutation JobsImportJob($url: String!) {\n    importJobFromUrl(url: $url) {\n      ...JobsListItem\n    }\n  }\n": typeof types.JobsImportJobDocument,
    "\n  fragment JobPageApplication on Application {\n    id\n    status\n    version\n    coverLetter\n    tailoredResume {\n      content\n      algorithmVersion\n      tailoredAt\n      match {\n        ...MatchBreakdown\n      }\n      masterMatch {\n        score\n        band\n      }\n      diff {\n        kept {\n          ...JobPageDiffItem\n        }\n        moved {\n          ...JobPageDiffItem\n        }\n        removed {\n          ...JobPageDiffItem\n        }\n        added {\n          ...JobPageDiffItem\n        }\n      }\n    }\n  }\n\n  fragment JobPageDiffItem on DiffItem {\n    id\n    kind\n    text\n    from\n    to\n  }\n": typeof types.JobPageApplicationFragmentDoc,
    "\n  mutation JobPageTailorResume($jobId: ID!) {\n    tailorResume(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n": typeof types.JobPageTailorResumeDocument,
    "\n  mutation JobPageStartApplication($jobId: ID!) {\n    createApplication(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n": typeof types.JobPageStartApplicationDocument,
    "\n  mutation JobPageSaveCoverLetter($input: UpdateCoverLetterInput!) {\n    updateCoverLetter(input: $input) {\n      id\n      version\n      coverLetter\n    }\n  }\n": typeof types.JobPageSaveCoverLetterDocument,
    "\n  mutation JobPageDeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      id\n    }\n  }\n": typeof types.JobPageDeleteJobDocument,
    "\n  mutation JobPageExportResume($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n": typeof types.JobPageExportResumeDocument,
    "\n  fragment JobsListItem on Job {\n    id\n    title\n    company\n    location\n    createdAt\n    match {\n      score\n      band\n    }\n    application {\n      id\n      status\n    }\n  }\n": typeof types.JobsListItemFragmentDoc,
    "\n  query JobPage($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      company\n      location\n      url\n      descriptionText\n      createdAt\n      posting {\n        seniority\n        yearsExperience\n        degree\n        mustHave {\n          skillId\n          name\n          category\n        }\n        niceToHave {\n          skillId\n          name\n          category\n        }\n        responsibilities\n      }\n      match {\n        ...MatchBreakdown\n      }\n      application {\n        ...JobPageApplication\n      }\n    }\n    resumes {\n      id\n      isBase\n      title\n      updatedAt\n      content\n    }\n  }\n": typeof types.JobPageDocument,
    "\n  query JobsList($search: String) {\n    jobs(search: $search) {\n      ...JobsListItem\n    }\n  }\n": typeof types.JobsListDocument,
    "\n  query JobsBaseResume {\n    resumes {\n      id\n      isBase\n    }\n  }\n": typeof types.JobsBaseResumeDocument,
    "\n  fragment MatchBreakdown on Match {\n    score\n    band\n    algorithmVersion\n    cap {\n      cap\n      uncapped\n      reason\n    }\n    components {\n      key\n      label\n      weight\n      value\n      points\n      detail\n    }\n    matched {\n      skillId\n      name\n      category\n      requirement\n      evidence {\n        itemId\n        pointer\n        section\n        entry\n        text\n      }\n    }\n    missing {\n      skillId\n      name\n      category\n      requirement\n      inMaster\n    }\n    explanation\n  }\n": typeof types.MatchBreakdownFragmentDoc,
    "\n  fragment ApplicationPageFields on Application {\n    id\n    status\n    version\n    allowedTransitions\n    matchScore\n    notes\n    followUpOn\n    appliedAt\n    coverLetter\n    createdAt\n    updatedAt\n    job {\n      id\n      title\n      company\n      location\n      url\n    }\n    tailoredResume {\n      tailoredAt\n    }\n    events {\n      id\n      kind\n      fromStatus\n      toStatus\n      note\n      actorType\n      createdAt\n    }\n  }\n": typeof types.ApplicationPageFieldsFragmentDoc,
    "\n  query ApplicationPage($id: ID!) {\n    application(id: $id) {\n      ...ApplicationPageFields\n    }\n  }\n": typeof types.ApplicationPageDocument,
    "\n  mutation ApplicationPageMove($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": typeof types.ApplicationPageMoveDocument,
    "\n  mutation ApplicationPageAddNote($input: AddApplicationNoteInput!) {\n    addApplicationNote(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": typeof types.ApplicationPageAddNoteDocument,
    "\n  mutation ApplicationPageSetFollowUp($input: SetFollowUpInput!) {\n    setFollowUp(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": typeof types.ApplicationPageSetFollowUpDocument,
    "\n  query DashboardApplications {\n    applications(limit: 200) {\n      id\n      status\n      version\n      matchScore\n      followUpOn\n      allowedTransitions\n      job {\n        id\n        title\n        company\n      }\n    }\n    resumes {\n      id\n    }\n  }\n": typeof types.DashboardApplicationsDocument,
    "\n  query DashboardPipeline {\n    pipeline {\n      total\n      counts {\n        status\n        count\n      }\n      funnel {\n        status\n        count\n      }\n    }\n  }\n": typeof types.DashboardPipelineDocument,
    "\n  query DashboardFollowUps {\n    followUpsDue(withinDays: 7) {\n      id\n      status\n      followUpOn\n      job {\n        id\n        title\n        company\n      }\n    }\n  }\n": typeof types.DashboardFollowUpsDocument,
    "\n  mutation DashboardMoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      id\n      status\n      version\n      allowedTransitions\n      followUpOn\n      matchScore\n    }\n  }\n": typeof types.DashboardMoveApplicationDocument,
    "\n  fragment ResumePageResume on Resume {\n    id\n    title\n    isBase\n    version\n    name\n    headline\n    content\n    updatedAt\n  }\n": typeof types.ResumePageResumeFragmentDoc,
    "\n  query ResumePage {\n    resumes {\n      ...ResumePageResume\n    }\n  }\n": typeof types.ResumePageDocument,
    "\n  mutation ResumePageImport($input: ImportResumeInput!) {\n    importResume(input: $input) {\n      resume {\n        ...ResumePageResume\n      }\n      warnings\n    }\n  }\n": typeof types.ResumePageImportDocument,
    "\n  mutation ResumePageUpdate($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      ...ResumePageResume\n    }\n  }\n": typeof types.ResumePageUpdateDocument,
    "\n  mutation ResumePageSetBase($id: ID!) {\n    setBaseResume(id: $id) {\n      ...ResumePageResume\n    }\n  }\n": typeof types.ResumePageSetBaseDocument,
    "\n  mutation ResumePageDelete($id: ID!) {\n    deleteResume(id: $id) {\n      id\n    }\n  }\n": typeof types.ResumePageDeleteDocument,
    "\n  mutation ResumePageExport($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n": typeof types.ResumePageExportDocument,
    "\n  query Viewer {\n    me {\n      id\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query Statuses {\n    statuses {\n      status\n      label\n      isFinal\n      allowedTransitions\n    }\n  }\n": typeof types.StatusesDocument,
};
const documents: Documents = {
    "\n  mutation SettingsUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": types.SettingsUpdateProfileDocument,
    "\n  mutation JobsAddJob($input: AddJobInput!) {\n    addJob(input: $input) {\n      ...JobsListItem\n    }\n  }\n": types.JobsAddJobDocument,
    "\n  mutation JobsImportJob($url: String!) {\n    importJobFromUrl(url: $url) {\n      ...JobsListItem\n    }\n  }\n": types.JobsImportJobDocument,
    "\n  fragment JobPageApplication on Application {\n    id\n    status\n    version\n    coverLetter\n    tailoredResume {\n      content\n      algorithmVersion\n      tailoredAt\n      match {\n        ...MatchBreakdown\n      }\n      masterMatch {\n        score\n        band\n      }\n      diff {\n        kept {\n          ...JobPageDiffItem\n        }\n        moved {\n          ...JobPageDiffItem\n        }\n        removed {\n          ...JobPageDiffItem\n        }\n        added {\n          ...JobPageDiffItem\n        }\n      }\n    }\n  }\n\n  fragment JobPageDiffItem on DiffItem {\n    id\n    kind\n    text\n    from\n    to\n  }\n": types.JobPageApplicationFragmentDoc,
    "\n  mutation JobPageTailorResume($jobId: ID!) {\n    tailorResume(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n": types.JobPageTailorResumeDocument,
    "\n  mutation JobPageStartApplication($jobId: ID!) {\n    createApplication(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n": types.JobPageStartApplicationDocument,
    "\n  mutation JobPageSaveCoverLetter($input: UpdateCoverLetterInput!) {\n    updateCoverLetter(input: $input) {\n      id\n      version\n      coverLetter\n    }\n  }\n": types.JobPageSaveCoverLetterDocument,
    "\n  mutation JobPageDeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      id\n    }\n  }\n": types.JobPageDeleteJobDocument,
    "\n  mutation JobPageExportResume($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n": types.JobPageExportResumeDocument,
    "\n  fragment JobsListItem on Job {\n    id\n    title\n    company\n    location\n    createdAt\n    match {\n      score\n      band\n    }\n    application {\n      id\n      status\n    }\n  }\n": types.JobsListItemFragmentDoc,
    "\n  query JobPage($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      company\n      location\n      url\n      descriptionText\n      createdAt\n      posting {\n        seniority\n        yearsExperience\n        degree\n        mustHave {\n          skillId\n          name\n          category\n        }\n        niceToHave {\n          skillId\n          name\n          category\n        }\n        responsibilities\n      }\n      match {\n        ...MatchBreakdown\n      }\n      application {\n        ...JobPageApplication\n      }\n    }\n    resumes {\n      id\n      isBase\n      title\n      updatedAt\n      content\n    }\n  }\n": types.JobPageDocument,
    "\n  query JobsList($search: String) {\n    jobs(search: $search) {\n      ...JobsListItem\n    }\n  }\n": types.JobsListDocument,
    "\n  query JobsBaseResume {\n    resumes {\n      id\n      isBase\n    }\n  }\n": types.JobsBaseResumeDocument,
    "\n  fragment MatchBreakdown on Match {\n    score\n    band\n    algorithmVersion\n    cap {\n      cap\n      uncapped\n      reason\n    }\n    components {\n      key\n      label\n      weight\n      value\n      points\n      detail\n    }\n    matched {\n      skillId\n      name\n      category\n      requirement\n      evidence {\n        itemId\n        pointer\n        section\n        entry\n        text\n      }\n    }\n    missing {\n      skillId\n      name\n      category\n      requirement\n      inMaster\n    }\n    explanation\n  }\n": types.MatchBreakdownFragmentDoc,
    "\n  fragment ApplicationPageFields on Application {\n    id\n    status\n    version\n    allowedTransitions\n    matchScore\n    notes\n    followUpOn\n    appliedAt\n    coverLetter\n    createdAt\n    updatedAt\n    job {\n      id\n      title\n      company\n      location\n      url\n    }\n    tailoredResume {\n      tailoredAt\n    }\n    events {\n      id\n      kind\n      fromStatus\n      toStatus\n      note\n      actorType\n      createdAt\n    }\n  }\n": types.ApplicationPageFieldsFragmentDoc,
    "\n  query ApplicationPage($id: ID!) {\n    application(id: $id) {\n      ...ApplicationPageFields\n    }\n  }\n": types.ApplicationPageDocument,
    "\n  mutation ApplicationPageMove($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": types.ApplicationPageMoveDocument,
    "\n  mutation ApplicationPageAddNote($input: AddApplicationNoteInput!) {\n    addApplicationNote(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": types.ApplicationPageAddNoteDocument,
    "\n  mutation ApplicationPageSetFollowUp($input: SetFollowUpInput!) {\n    setFollowUp(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n": types.ApplicationPageSetFollowUpDocument,
    "\n  query DashboardApplications {\n    applications(limit: 200) {\n      id\n      status\n      version\n      matchScore\n      followUpOn\n      allowedTransitions\n      job {\n        id\n        title\n        company\n      }\n    }\n    resumes {\n      id\n    }\n  }\n": types.DashboardApplicationsDocument,
    "\n  query DashboardPipeline {\n    pipeline {\n      total\n      counts {\n        status\n        count\n      }\n      funnel {\n        status\n        count\n      }\n    }\n  }\n": types.DashboardPipelineDocument,
    "\n  query DashboardFollowUps {\n    followUpsDue(withinDays: 7) {\n      id\n      status\n      followUpOn\n      job {\n        id\n        title\n        company\n      }\n    }\n  }\n": types.DashboardFollowUpsDocument,
    "\n  mutation DashboardMoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      id\n      status\n      version\n      allowedTransitions\n      followUpOn\n      matchScore\n    }\n  }\n": types.DashboardMoveApplicationDocument,
    "\n  fragment ResumePageResume on Resume {\n    id\n    title\n    isBase\n    version\n    name\n    headline\n    content\n    updatedAt\n  }\n": types.ResumePageResumeFragmentDoc,
    "\n  query ResumePage {\n    resumes {\n      ...ResumePageResume\n    }\n  }\n": types.ResumePageDocument,
    "\n  mutation ResumePageImport($input: ImportResumeInput!) {\n    importResume(input: $input) {\n      resume {\n        ...ResumePageResume\n      }\n      warnings\n    }\n  }\n": types.ResumePageImportDocument,
    "\n  mutation ResumePageUpdate($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      ...ResumePageResume\n    }\n  }\n": types.ResumePageUpdateDocument,
    "\n  mutation ResumePageSetBase($id: ID!) {\n    setBaseResume(id: $id) {\n      ...ResumePageResume\n    }\n  }\n": types.ResumePageSetBaseDocument,
    "\n  mutation ResumePageDelete($id: ID!) {\n    deleteResume(id: $id) {\n      id\n    }\n  }\n": types.ResumePageDeleteDocument,
    "\n  mutation ResumePageExport($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n": types.ResumePageExportDocument,
    "\n  query Viewer {\n    me {\n      id\n    }\n  }\n": types.ViewerDocument,
    "\n  query Statuses {\n    statuses {\n      status\n      label\n      isFinal\n      allowedTransitions\n    }\n  }\n": types.StatusesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobsAddJob($input: AddJobInput!) {\n    addJob(input: $input) {\n      ...JobsListItem\n    }\n  }\n"): (typeof documents)["\n  mutation JobsAddJob($input: AddJobInput!) {\n    addJob(input: $input) {\n      ...JobsListItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobsImportJob($url: String!) {\n    importJobFromUrl(url: $url) {\n      ...JobsListItem\n    }\n  }\n"): (typeof documents)["\n  mutation JobsImportJob($url: String!) {\n    importJobFromUrl(url: $url) {\n      ...JobsListItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobPageApplication on Application {\n    id\n    status\n    version\n    coverLetter\n    tailoredResume {\n      content\n      algorithmVersion\n      tailoredAt\n      match {\n        ...MatchBreakdown\n      }\n      masterMatch {\n        score\n        band\n      }\n      diff {\n        kept {\n          ...JobPageDiffItem\n        }\n        moved {\n          ...JobPageDiffItem\n        }\n        removed {\n          ...JobPageDiffItem\n        }\n        added {\n          ...JobPageDiffItem\n        }\n      }\n    }\n  }\n\n  fragment JobPageDiffItem on DiffItem {\n    id\n    kind\n    text\n    from\n    to\n  }\n"): (typeof documents)["\n  fragment JobPageApplication on Application {\n    id\n    status\n    version\n    coverLetter\n    tailoredResume {\n      content\n      algorithmVersion\n      tailoredAt\n      match {\n        ...MatchBreakdown\n      }\n      masterMatch {\n        score\n        band\n      }\n      diff {\n        kept {\n          ...JobPageDiffItem\n        }\n        moved {\n          ...JobPageDiffItem\n        }\n        removed {\n          ...JobPageDiffItem\n        }\n        added {\n          ...JobPageDiffItem\n        }\n      }\n    }\n  }\n\n  fragment JobPageDiffItem on DiffItem {\n    id\n    kind\n    text\n    from\n    to\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobPageTailorResume($jobId: ID!) {\n    tailorResume(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JobPageTailorResume($jobId: ID!) {\n    tailorResume(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobPageStartApplication($jobId: ID!) {\n    createApplication(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JobPageStartApplication($jobId: ID!) {\n    createApplication(jobId: $jobId) {\n      ...JobPageApplication\n      job {\n        id\n        application {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobPageSaveCoverLetter($input: UpdateCoverLetterInput!) {\n    updateCoverLetter(input: $input) {\n      id\n      version\n      coverLetter\n    }\n  }\n"): (typeof documents)["\n  mutation JobPageSaveCoverLetter($input: UpdateCoverLetterInput!) {\n    updateCoverLetter(input: $input) {\n      id\n      version\n      coverLetter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobPageDeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation JobPageDeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobPageExportResume($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n"): (typeof documents)["\n  mutation JobPageExportResume($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobsListItem on Job {\n    id\n    title\n    company\n    location\n    createdAt\n    match {\n      score\n      band\n    }\n    application {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment JobsListItem on Job {\n    id\n    title\n    company\n    location\n    createdAt\n    match {\n      score\n      band\n    }\n    application {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobPage($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      company\n      location\n      url\n      descriptionText\n      createdAt\n      posting {\n        seniority\n        yearsExperience\n        degree\n        mustHave {\n          skillId\n          name\n          category\n        }\n        niceToHave {\n          skillId\n          name\n          category\n        }\n        responsibilities\n      }\n      match {\n        ...MatchBreakdown\n      }\n      application {\n        ...JobPageApplication\n      }\n    }\n    resumes {\n      id\n      isBase\n      title\n      updatedAt\n      content\n    }\n  }\n"): (typeof documents)["\n  query JobPage($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      company\n      location\n      url\n      descriptionText\n      createdAt\n      posting {\n        seniority\n        yearsExperience\n        degree\n        mustHave {\n          skillId\n          name\n          category\n        }\n        niceToHave {\n          skillId\n          name\n          category\n        }\n        responsibilities\n      }\n      match {\n        ...MatchBreakdown\n      }\n      application {\n        ...JobPageApplication\n      }\n    }\n    resumes {\n      id\n      isBase\n      title\n      updatedAt\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsList($search: String) {\n    jobs(search: $search) {\n      ...JobsListItem\n    }\n  }\n"): (typeof documents)["\n  query JobsList($search: String) {\n    jobs(search: $search) {\n      ...JobsListItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsBaseResume {\n    resumes {\n      id\n      isBase\n    }\n  }\n"): (typeof documents)["\n  query JobsBaseResume {\n    resumes {\n      id\n      isBase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchBreakdown on Match {\n    score\n    band\n    algorithmVersion\n    cap {\n      cap\n      uncapped\n      reason\n    }\n    components {\n      key\n      label\n      weight\n      value\n      points\n      detail\n    }\n    matched {\n      skillId\n      name\n      category\n      requirement\n      evidence {\n        itemId\n        pointer\n        section\n        entry\n        text\n      }\n    }\n    missing {\n      skillId\n      name\n      category\n      requirement\n      inMaster\n    }\n    explanation\n  }\n"): (typeof documents)["\n  fragment MatchBreakdown on Match {\n    score\n    band\n    algorithmVersion\n    cap {\n      cap\n      uncapped\n      reason\n    }\n    components {\n      key\n      label\n      weight\n      value\n      points\n      detail\n    }\n    matched {\n      skillId\n      name\n      category\n      requirement\n      evidence {\n        itemId\n        pointer\n        section\n        entry\n        text\n      }\n    }\n    missing {\n      skillId\n      name\n      category\n      requirement\n      inMaster\n    }\n    explanation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationPageFields on Application {\n    id\n    status\n    version\n    allowedTransitions\n    matchScore\n    notes\n    followUpOn\n    appliedAt\n    coverLetter\n    createdAt\n    updatedAt\n    job {\n      id\n      title\n      company\n      location\n      url\n    }\n    tailoredResume {\n      tailoredAt\n    }\n    events {\n      id\n      kind\n      fromStatus\n      toStatus\n      note\n      actorType\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationPageFields on Application {\n    id\n    status\n    version\n    allowedTransitions\n    matchScore\n    notes\n    followUpOn\n    appliedAt\n    coverLetter\n    createdAt\n    updatedAt\n    job {\n      id\n      title\n      company\n      location\n      url\n    }\n    tailoredResume {\n      tailoredAt\n    }\n    events {\n      id\n      kind\n      fromStatus\n      toStatus\n      note\n      actorType\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationPage($id: ID!) {\n    application(id: $id) {\n      ...ApplicationPageFields\n    }\n  }\n"): (typeof documents)["\n  query ApplicationPage($id: ID!) {\n    application(id: $id) {\n      ...ApplicationPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationPageMove($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationPageMove($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationPageAddNote($input: AddApplicationNoteInput!) {\n    addApplicationNote(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationPageAddNote($input: AddApplicationNoteInput!) {\n    addApplicationNote(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationPageSetFollowUp($input: SetFollowUpInput!) {\n    setFollowUp(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationPageSetFollowUp($input: SetFollowUpInput!) {\n    setFollowUp(input: $input) {\n      ...ApplicationPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardApplications {\n    applications(limit: 200) {\n      id\n      status\n      version\n      matchScore\n      followUpOn\n      allowedTransitions\n      job {\n        id\n        title\n        company\n      }\n    }\n    resumes {\n      id\n    }\n  }\n"): (typeof documents)["\n  query DashboardApplications {\n    applications(limit: 200) {\n      id\n      status\n      version\n      matchScore\n      followUpOn\n      allowedTransitions\n      job {\n        id\n        title\n        company\n      }\n    }\n    resumes {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPipeline {\n    pipeline {\n      total\n      counts {\n        status\n        count\n      }\n      funnel {\n        status\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardPipeline {\n    pipeline {\n      total\n      counts {\n        status\n        count\n      }\n      funnel {\n        status\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFollowUps {\n    followUpsDue(withinDays: 7) {\n      id\n      status\n      followUpOn\n      job {\n        id\n        title\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardFollowUps {\n    followUpsDue(withinDays: 7) {\n      id\n      status\n      followUpOn\n      job {\n        id\n        title\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardMoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      id\n      status\n      version\n      allowedTransitions\n      followUpOn\n      matchScore\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardMoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      id\n      status\n      version\n      allowedTransitions\n      followUpOn\n      matchScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResumePageResume on Resume {\n    id\n    title\n    isBase\n    version\n    name\n    headline\n    content\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ResumePageResume on Resume {\n    id\n    title\n    isBase\n    version\n    name\n    headline\n    content\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumePage {\n    resumes {\n      ...ResumePageResume\n    }\n  }\n"): (typeof documents)["\n  query ResumePage {\n    resumes {\n      ...ResumePageResume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePageImport($input: ImportResumeInput!) {\n    importResume(input: $input) {\n      resume {\n        ...ResumePageResume\n      }\n      warnings\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePageImport($input: ImportResumeInput!) {\n    importResume(input: $input) {\n      resume {\n        ...ResumePageResume\n      }\n      warnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePageUpdate($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      ...ResumePageResume\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePageUpdate($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      ...ResumePageResume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePageSetBase($id: ID!) {\n    setBaseResume(id: $id) {\n      ...ResumePageResume\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePageSetBase($id: ID!) {\n    setBaseResume(id: $id) {\n      ...ResumePageResume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePageDelete($id: ID!) {\n    deleteResume(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePageDelete($id: ID!) {\n    deleteResume(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePageExport($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePageExport($input: ExportResumeInput!) {\n    exportResume(input: $input) {\n      filename\n      mediaType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Statuses {\n    statuses {\n      status\n      label\n      isFinal\n      allowedTransitions\n    }\n  }\n"): (typeof documents)["\n  query Statuses {\n    statuses {\n      status\n      label\n      isFinal\n      allowedTransitions\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;