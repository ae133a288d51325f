-- The review findings the job seeker has set aside on a resume (ResumeFinding.key, 16 hex
-- characters each), in the order ignored. The backend keeps at most 200 per resume.
ALTER TABLE resumes ADD COLUMN ignored_findings text[] NOT NULL DEFAULT '{}';

-- Setting a finding aside is not an edit of the resume: were version raised by it, an editor
-- open on the resume would meet a version conflict over a change it never made. So the two
-- triggers that stamp an edit fire only for an UPDATE that sets some other column, and an
-- UPDATE that sets ignored_findings alone leaves version and updated_at as they are. A column
-- added to resumes later belongs in both lists (test/hasura/schema.test.ts checks each).
DROP TRIGGER resumes_set_updated_at ON resumes;
DROP TRIGGER resumes_bump_version ON resumes;
CREATE TRIGGER resumes_set_updated_at
  BEFORE UPDATE OF id, user_id, title, content, is_base, version, created_at, updated_at
  ON resumes FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER resumes_bump_version
  BEFORE UPDATE OF id, user_id, title, content, is_base, version, created_at, updated_at
  ON resumes FOR EACH ROW EXECUTE FUNCTION bump_version();
