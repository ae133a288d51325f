DROP TRIGGER jobs_touch ON jobs;
CREATE TRIGGER jobs_set_updated_at BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
DROP FUNCTION touch_job();
ALTER TABLE jobs DROP COLUMN reading_version;
