-- Personal access tokens: shown once, stored as a hash; token_prefix is the first characters
-- of the token, kept so the settings page can tell tokens apart.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL,
  token_prefix text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  expires_at timestamptz,
  CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT api_tokens_name_length CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  CONSTRAINT api_tokens_token_hash_length CHECK (char_length(token_hash) BETWEEN 32 AND 128),
  CONSTRAINT api_tokens_token_prefix_length CHECK (char_length(token_prefix) BETWEEN 4 AND 16),
  -- <@ is false for an array holding NULL, so NULL scopes are rejected too.
  CONSTRAINT api_tokens_scopes_known CHECK (
    cardinality(scopes) > 0
    AND scopes <@ ARRAY['plants:read', 'cases:read', 'cases:write']::text[]
  ),
  CONSTRAINT api_tokens_expires_after_creation CHECK (expires_at > created_at)
);

CREATE INDEX api_tokens_user_id_created_at_idx ON api_tokens (user_id, created_at DESC, id DESC);
