ALTER TABLE applications DROP COLUMN source;
