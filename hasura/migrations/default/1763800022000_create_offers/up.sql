-- The offer an application received, as the job seeker wrote it down: one per application, so
-- the application's id is the key. Amounts are in the offer's own currency (nothing is
-- converted), with cents; text is NULL when not given, never ''. The user's id is kept beside
-- the application's under a two-column key, as for interviews and contacts.
CREATE TABLE offers (
  application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency text NOT NULL,
  base_amount numeric(11, 2) NOT NULL,
  period text NOT NULL,
  signing_bonus numeric(11, 2),
  yearly_bonus numeric(11, 2),
  equity text,
  starts_on date,
  respond_by date,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT offers_application_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT offers_currency_format CHECK (currency ~ '^[A-Z]{3}$'),
  CONSTRAINT offers_base_amount_range CHECK (base_amount > 0 AND base_amount <= 100000000),
  CONSTRAINT offers_period_known CHECK (period IN ('hour', 'day', 'week', 'month', 'year')),
  CONSTRAINT offers_signing_bonus_range CHECK (signing_bonus > 0 AND signing_bonus <= 100000000),
  CONSTRAINT offers_yearly_bonus_range CHECK (yearly_bonus > 0 AND yearly_bonus <= 100000000),
  CONSTRAINT offers_equity_length CHECK (btrim(equity) <> '' AND char_length(equity) <= 200),
  CONSTRAINT offers_notes_length CHECK (btrim(notes) <> '' AND char_length(notes) <= 5000),
  CONSTRAINT offers_days_range CHECK (
    starts_on BETWEEN DATE '2000-01-01' AND DATE '2099-12-31'
    AND respond_by BETWEEN DATE '2000-01-01' AND DATE '2099-12-31'
  )
);

-- The calendar feed reads a user's days to answer, and the account's export pages through a
-- user's offers by (created_at, application_id).
CREATE INDEX offers_user_id_respond_by_idx ON offers (user_id, respond_by) WHERE respond_by IS NOT NULL;
CREATE INDEX offers_user_id_created_at_idx ON offers (user_id, created_at, application_id);

CREATE TRIGGER offers_set_updated_at BEFORE UPDATE ON offers
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
