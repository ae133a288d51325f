-- The people of an application's hiring process, as the job seeker wrote them down. Text fields
-- are NULL when not given, never ''. As with interviews, the user's id is kept beside the
-- application's under a two-column key, which keeps a contact one owner's.
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  name text NOT NULL,
  role text,
  email text,
  phone text,
  profile_url text,
  notes text,
  last_contacted_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT contacts_application_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT contacts_name_length CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  CONSTRAINT contacts_role_length CHECK (btrim(role) <> '' AND char_length(role) <= 200),
  CONSTRAINT contacts_email_length CHECK (btrim(email) <> '' AND char_length(email) <= 320),
  CONSTRAINT contacts_phone_length CHECK (btrim(phone) <> '' AND char_length(phone) <= 50),
  CONSTRAINT contacts_profile_url_http
    CHECK (profile_url ~* '^https?://' AND char_length(profile_url) <= 2000),
  CONSTRAINT contacts_notes_length CHECK (btrim(notes) <> '' AND char_length(notes) <= 5000)
);

CREATE INDEX contacts_application_id_created_at_idx ON contacts (application_id, created_at, id);
-- The account's export reads a user's contacts in pages by (created_at, id).
CREATE INDEX contacts_user_id_created_at_idx ON contacts (user_id, created_at, id);

CREATE TRIGGER contacts_set_updated_at BEFORE UPDATE ON contacts
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
