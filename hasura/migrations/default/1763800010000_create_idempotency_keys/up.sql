-- Idempotency-Key of POST /api/cases: the first request claims (user_id, key) with the hash of
-- its body; the response is stored when it completes, and a retry gets it back. A row
-- without a response is a request still in flight.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status smallint,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key),
  CONSTRAINT idempotency_keys_key_length CHECK (char_length(key) BETWEEN 1 AND 255),
  CONSTRAINT idempotency_keys_request_hash_not_empty CHECK (request_hash <> ''),
  CONSTRAINT idempotency_keys_response_status_range CHECK (response_status BETWEEN 100 AND 599),
  CONSTRAINT idempotency_keys_body_has_status CHECK (response_body IS NULL OR response_status IS NOT NULL),
  CONSTRAINT idempotency_keys_expires_after_creation CHECK (expires_at > created_at)
);

-- Expired keys are purged in expires_at order.
CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
