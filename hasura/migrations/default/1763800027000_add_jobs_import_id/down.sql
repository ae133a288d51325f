ALTER TABLE jobs DROP COLUMN import_id;
