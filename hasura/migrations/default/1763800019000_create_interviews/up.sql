-- The interviews of an application: an instant and a duration, and what the user wrote of it.
-- Text fields are NULL when not given, never ''. The user's id is kept beside the application's
-- so that "my interviews, soonest first" is one index, and the two-column key keeps them one
-- owner's.
CREATE TABLE interviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL DEFAULT 60,
  title text,
  location text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT interviews_application_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT interviews_duration_range CHECK (duration_minutes BETWEEN 5 AND 720),
  CONSTRAINT interviews_title_length CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  CONSTRAINT interviews_location_length
    CHECK (btrim(location) <> '' AND char_length(location) <= 500),
  CONSTRAINT interviews_notes_length CHECK (btrim(notes) <> '' AND char_length(notes) <= 5000)
);

CREATE INDEX interviews_user_id_starts_at_idx ON interviews (user_id, starts_at, id);
CREATE INDEX interviews_application_id_starts_at_idx ON interviews (application_id, starts_at, id);

CREATE TRIGGER interviews_set_updated_at BEFORE UPDATE ON interviews
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
