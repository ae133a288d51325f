-- Confirming an address by a link e-mailed to it: the address a new account signed up with, or
-- the one an account asked to change to (which replaces its address only when the link is
-- opened). As for password resets, the database keeps only the token's hash.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

CREATE TABLE email_confirmations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Normalised, as users.email; the account's own address when it confirms that one.
  email text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT email_confirmations_token_hash_key UNIQUE (token_hash),
  CONSTRAINT email_confirmations_token_hash_length CHECK (char_length(token_hash) BETWEEN 32 AND 128),
  CONSTRAINT email_confirmations_email_length CHECK (char_length(email) BETWEEN 3 AND 254),
  CONSTRAINT email_confirmations_expires_after_creation CHECK (expires_at > created_at)
);

CREATE INDEX email_confirmations_user_id_idx ON email_confirmations (user_id);
