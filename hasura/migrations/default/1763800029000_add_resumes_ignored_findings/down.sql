DROP TRIGGER resumes_set_updated_at ON resumes;
DROP TRIGGER resumes_bump_version ON resumes;
CREATE TRIGGER resumes_set_updated_at BEFORE UPDATE ON resumes
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER resumes_bump_version BEFORE UPDATE ON resumes
  FOR EACH ROW EXECUTE FUNCTION bump_version();

ALTER TABLE resumes DROP COLUMN ignored_findings;
