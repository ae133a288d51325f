-- The spreadsheet import a job came from (one id for all the rows of one import), so that the
-- import can be undone: its jobs are deleted together, their applications and all of theirs
-- with them. NULL for a job added any other way. An import is nothing but this tag: it lives as
-- long as one of its jobs does.
ALTER TABLE jobs ADD COLUMN import_id uuid;

-- The imports of a user, and the jobs of one import.
CREATE INDEX jobs_user_id_import_id_idx ON jobs (user_id, import_id) WHERE import_id IS NOT NULL;
