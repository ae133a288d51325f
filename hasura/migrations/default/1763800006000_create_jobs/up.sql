-- A job posting as the user pasted it. Optional text fields are NULL when unknown, never ''.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  company text,
  location text,
  url text,
  description text,
  description_format text NOT NULL DEFAULT 'text',
  -- What the tailoring engine extracted (requirements, seniority, ...); NULL until parsed.
  parsed jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jobs_title_length CHECK (btrim(title) <> '' AND char_length(title) <= 300),
  CONSTRAINT jobs_company_length CHECK (btrim(company) <> '' AND char_length(company) <= 200),
  CONSTRAINT jobs_location_length CHECK (btrim(location) <> '' AND char_length(location) <= 200),
  CONSTRAINT jobs_url_format CHECK (char_length(url) <= 2048 AND url ~* '^https?://[^\s]+$'),
  CONSTRAINT jobs_description_length CHECK (char_length(description) <= 200000),
  CONSTRAINT jobs_description_format_known CHECK (description_format IN ('text', 'html')),
  CONSTRAINT jobs_parsed_is_object CHECK (jsonb_typeof(parsed) = 'object')
);

CREATE INDEX jobs_user_id_created_at_idx ON jobs (user_id, created_at DESC, id DESC);

CREATE TRIGGER jobs_set_updated_at BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
