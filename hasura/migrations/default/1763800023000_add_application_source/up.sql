-- Where the job was found or how the application went in ("LinkedIn", "Referral"), as the job
-- seeker wrote it: the dashboard's funnel per source tells which channels lead to interviews.
-- NULL when not given, never ''.
ALTER TABLE applications ADD COLUMN source text
  CONSTRAINT applications_source_length CHECK (btrim(source) <> '' AND char_length(source) <= 100);
