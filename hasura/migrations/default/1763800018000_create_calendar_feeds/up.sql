-- A user's calendar feed: a secret address that calendar apps read (they cannot send a token).
-- One per user. The address's secret is not stored: the backend derives it from the row's id
-- and its AUTH_SECRET to show it again, and keeps only its hash to find the row by.
CREATE TABLE calendar_feeds (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When a calendar app last read it (to the minute), so that its owner sees it is in use.
  last_read_at timestamptz,
  CONSTRAINT calendar_feeds_user_id_key UNIQUE (user_id),
  CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash),
  CONSTRAINT calendar_feeds_token_hash_length CHECK (char_length(token_hash) BETWEEN 32 AND 128)
);
