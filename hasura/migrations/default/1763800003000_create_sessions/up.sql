-- Server-side sessions: the cookie carries a random token, the database only its hash, so a
-- leaked copy of the database cannot be replayed as cookies.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  user_agent text,
  ip inet,
  CONSTRAINT sessions_token_hash_key UNIQUE (token_hash),
  CONSTRAINT sessions_token_hash_length CHECK (char_length(token_hash) BETWEEN 32 AND 128),
  CONSTRAINT sessions_expires_after_creation CHECK (expires_at > created_at),
  CONSTRAINT sessions_user_agent_length CHECK (char_length(user_agent) <= 1024)
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);
