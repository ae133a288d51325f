-- The last day to apply for a job, when known: from the careers page's JobPosting validThrough,
-- or set by the person. A calendar day, not an instant: postings state a day.
ALTER TABLE jobs ADD COLUMN apply_by date;
ALTER TABLE jobs ADD CONSTRAINT jobs_apply_by_range
  CHECK (apply_by BETWEEN DATE '2000-01-01' AND DATE '2999-12-31');

-- "Closing soon" reads a user's jobs by this day; most jobs have none.
CREATE INDEX jobs_user_id_apply_by_idx ON jobs (user_id, apply_by) WHERE apply_by IS NOT NULL;
