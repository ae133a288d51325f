DROP INDEX jobs_user_id_apply_by_idx;
ALTER TABLE jobs DROP COLUMN apply_by;
