-- The windows of the rate limits that guard accounts (sign-in and sign-up per address and per
-- account, password attempts, e-mailed links), kept in the database so that every instance of
-- the backend counts against the same allowance. A key's window starts at its first hit.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  ends_at timestamptz NOT NULL
);

-- Ended windows are swept by this.
CREATE INDEX rate_limit_windows_ends_at_idx ON rate_limit_windows (ends_at);
