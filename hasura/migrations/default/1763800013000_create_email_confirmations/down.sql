DROP TABLE email_confirmations;
ALTER TABLE users DROP COLUMN email_confirmed_at;
