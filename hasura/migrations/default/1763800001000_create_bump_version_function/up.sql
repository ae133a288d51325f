-- The version column is the ETag of optimistic concurrency: every UPDATE raises it by one,
-- including those made through Hasura or by an ON DELETE SET NULL cascade, so a client can
-- never overwrite a change it has not seen. Whatever value an UPDATE sets is ignored.
CREATE FUNCTION bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
