-- Links that let someone who forgot their password choose a new one. The e-mail carries a
-- random token, the database only its hash (as for sessions); a link works once, for an hour.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash),
  CONSTRAINT password_resets_token_hash_length CHECK (char_length(token_hash) BETWEEN 32 AND 128),
  CONSTRAINT password_resets_expires_after_creation CHECK (expires_at > created_at)
);

CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
