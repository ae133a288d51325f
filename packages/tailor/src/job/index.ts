export { detectFormat } from './detect-format.js';
export { parsePosting, type ParsePostingOptions } from './parse-posting.js';
export {
  DEGREES,
  POSTING_READER_VERSION,
  SENIORITIES,
  type Degree,
  type JobPosting,
  type PostingFormat,
  type Seniority,
} from './types.js';
export { type JobPostingLd } from './json-ld.js';
export { PAY_PERIODS, type Pay, type PayPeriod, yearlyAmount } from './pay.js';
export { findJobPostingInPage, jsonLdDocumentOf, type PagePosting } from './page-posting.js';
