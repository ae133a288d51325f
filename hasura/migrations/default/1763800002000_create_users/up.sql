CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored normalised (trimmed, lower-case) so that a plain unique constraint is
  -- case-insensitive without the citext extension: migrations keep to core SQL that both
  -- PostgreSQL and PGlite run.
  email text NOT NULL,
  password_hash text NOT NULL,
  display_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_email_normalised CHECK (email = lower(btrim(email))),
  CONSTRAINT users_email_format CHECK (char_length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+$'),
  CONSTRAINT users_password_hash_not_empty CHECK (password_hash <> ''),
  CONSTRAINT users_display_name_length CHECK (
    btrim(display_name) <> '' AND char_length(display_name) <= 100
  )
);

CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
