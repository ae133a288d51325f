-- Shared by every table with an updated_at column (BEFORE UPDATE ... FOR EACH ROW), so the
-- timestamp is right however the row is changed: backend, Hasura or psql.
CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
