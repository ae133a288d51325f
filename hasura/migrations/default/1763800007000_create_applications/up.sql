-- An application: one user's pursuit of one job, with the tailored material and the match.
-- Status changes go through the domain's transition rules and are logged in
-- application_events; the CHECK only keeps the value inside the known set.

-- Referenced by the owner keys below, which keep an application on its own user's job and
-- resume: a bug elsewhere cannot link one user's application to another user's data.
ALTER TABLE jobs ADD CONSTRAINT jobs_id_user_id_key UNIQUE (id, user_id);
ALTER TABLE resumes ADD CONSTRAINT resumes_id_user_id_key UNIQUE (id, user_id);

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  resume_id uuid REFERENCES resumes (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft',
  version integer NOT NULL DEFAULT 1,
  tailored_resume jsonb,
  cover_letter text,
  match_score smallint,
  match_details jsonb,
  algorithm_version text,
  notes text,
  -- Values of the case schema's extra fields (string, number, boolean or null).
  fields jsonb NOT NULL DEFAULT '{}',
  follow_up_on date,
  applied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The single-column keys above back Hasura's relationships; these add the owner.
  CONSTRAINT applications_job_owner_fkey FOREIGN KEY (job_id, user_id)
    REFERENCES jobs (id, user_id) ON DELETE CASCADE,
  CONSTRAINT applications_resume_owner_fkey FOREIGN KEY (resume_id, user_id)
    REFERENCES resumes (id, user_id) ON DELETE SET NULL (resume_id),
  CONSTRAINT applications_status_known CHECK (
    status IN ('draft', 'ready', 'applied', 'interviewing', 'offer', 'accepted', 'rejected', 'withdrawn')
  ),
  CONSTRAINT applications_version_positive CHECK (version >= 1),
  CONSTRAINT applications_tailored_resume_is_object CHECK (jsonb_typeof(tailored_resume) = 'object'),
  CONSTRAINT applications_cover_letter_length CHECK (char_length(cover_letter) <= 50000),
  CONSTRAINT applications_match_score_range CHECK (match_score BETWEEN 0 AND 100),
  -- A score is only reproducible with the version of the algorithm that computed it.
  CONSTRAINT applications_match_has_algorithm CHECK (match_score IS NULL OR algorithm_version IS NOT NULL),
  CONSTRAINT applications_match_details_is_object CHECK (jsonb_typeof(match_details) = 'object'),
  CONSTRAINT applications_algorithm_version_length CHECK (
    btrim(algorithm_version) <> '' AND char_length(algorithm_version) <= 50
  ),
  CONSTRAINT applications_notes_length CHECK (char_length(notes) <= 20000),
  CONSTRAINT applications_fields_is_object CHECK (jsonb_typeof(fields) = 'object')
);

-- Cursor pagination walks (created_at, id) downwards, optionally within one status.
CREATE INDEX applications_user_id_created_at_idx
  ON applications (user_id, created_at DESC, id DESC);
CREATE INDEX applications_user_id_status_created_at_idx
  ON applications (user_id, status, created_at DESC, id DESC);
CREATE INDEX applications_job_id_idx ON applications (job_id);
-- Deleting a resume sets resume_id to NULL in its applications; this finds them.
CREATE INDEX applications_resume_id_idx ON applications (resume_id) WHERE resume_id IS NOT NULL;
CREATE INDEX applications_follow_up_idx
  ON applications (user_id, follow_up_on) WHERE follow_up_on IS NOT NULL;

CREATE TRIGGER applications_set_updated_at BEFORE UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER applications_bump_version BEFORE UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION bump_version();
