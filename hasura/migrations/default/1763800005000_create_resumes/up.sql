CREATE TABLE resumes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  -- A JSON Resume document (https://jsonresume.org/schema).
  content jsonb NOT NULL DEFAULT '{}',
  is_base boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT resumes_title_length CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  CONSTRAINT resumes_content_is_object CHECK (jsonb_typeof(content) = 'object'),
  CONSTRAINT resumes_version_positive CHECK (version >= 1)
);

CREATE UNIQUE INDEX resumes_one_base_per_user_idx ON resumes (user_id) WHERE is_base;
CREATE INDEX resumes_user_id_created_at_idx ON resumes (user_id, created_at DESC, id DESC);

CREATE TRIGGER resumes_set_updated_at BEFORE UPDATE ON resumes
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER resumes_bump_version BEFORE UPDATE ON resumes
  FOR EACH ROW EXECUTE FUNCTION bump_version();
