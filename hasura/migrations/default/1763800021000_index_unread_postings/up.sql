-- The postings changed without a reading (through Hasura or psql: the jobs_touch trigger marks
-- them with a NULL reading_version) are read again every few minutes. This index holds only
-- those rows, so looking for them costs nothing when there are none, however many jobs there are.
CREATE INDEX jobs_unread_idx ON jobs (id)
  WHERE description IS NOT NULL AND reading_version IS NULL;
