-- A user's reminder e-mail, on while its row is there: a morning e-mail of the day's job search
-- at send_hour on the clock of time_zone. next_send_at is the instant the next one is due,
-- worked out by the backend (with Intl's time zones, which also checked time_zone) when one
-- goes out and when the settings change, so that finding the ones due is one index range,
-- whatever the zones.
CREATE TABLE reminder_emails (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  send_hour smallint NOT NULL
    CONSTRAINT reminder_emails_send_hour_range CHECK (send_hour BETWEEN 0 AND 23),
  time_zone text NOT NULL
    CONSTRAINT reminder_emails_time_zone_length CHECK (char_length(time_zone) BETWEEN 1 AND 100),
  -- Times written on a 12-hour clock (2:30 PM) rather than a 24-hour one (14:30).
  hour12 boolean NOT NULL DEFAULT false,
  next_send_at timestamptz NOT NULL,
  last_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminder_emails_next_send_at_idx ON reminder_emails (next_send_at);
CREATE TRIGGER reminder_emails_set_updated_at BEFORE UPDATE ON reminder_emails
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
