-- Lists are newest first, by (created_at, id). Rows that share created_at would fall to the
-- order of their random ids: every row a transaction inserts gets its now(), and the embedded
-- database's clock (PGlite) ticks in milliseconds, so on it even rows written by separate
-- requests share one. Before a row goes in, this moves its created_at a microsecond past the
-- user's rows at or just after that instant, so a row inserted later sorts later, whichever
-- path inserts it (backend, Hasura, a seed). A row given an instant that no row of its user
-- is near (an import) keeps it.
CREATE FUNCTION keep_creation_order() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  taken_until timestamptz;
BEGIN
  -- Rows of one instant sit a microsecond apart, so a millisecond's window finds the last of
  -- them unless more than a thousand share it; then the next window goes on from there.
  -- Static statements, one per table, so that each is planned once per connection (a dynamic
  -- EXECUTE was planned on every insert: 45 µs a row against 12 without the trigger). A table
  -- given this trigger without a branch here fails its inserts (CASE has no ELSE) rather than
  -- going unordered.
  LOOP
    CASE TG_TABLE_NAME
      WHEN 'jobs' THEN
        SELECT max(created_at) INTO taken_until FROM jobs
         WHERE user_id = NEW.user_id AND created_at >= NEW.created_at
           AND created_at < NEW.created_at + interval '1 millisecond';
      WHEN 'applications' THEN
        SELECT max(created_at) INTO taken_until FROM applications
         WHERE user_id = NEW.user_id AND created_at >= NEW.created_at
           AND created_at < NEW.created_at + interval '1 millisecond';
      WHEN 'resumes' THEN
        SELECT max(created_at) INTO taken_until FROM resumes
         WHERE user_id = NEW.user_id AND created_at >= NEW.created_at
           AND created_at < NEW.created_at + interval '1 millisecond';
      WHEN 'api_tokens' THEN
        SELECT max(created_at) INTO taken_until FROM api_tokens
         WHERE user_id = NEW.user_id AND created_at >= NEW.created_at
           AND created_at < NEW.created_at + interval '1 millisecond';
    END CASE;
    EXIT WHEN taken_until IS NULL;
    -- Where the table has an updated_at (the trigger's argument says so), a new row's starts
    -- equal to its created_at and stays so. Nested: PL/pgSQL reads NEW.updated_at only when it
    -- gets there, and a table without the column must not get there.
    IF TG_NARGS > 0 THEN
      IF NEW.updated_at = NEW.created_at THEN
        NEW.updated_at := taken_until + interval '1 microsecond';
      END IF;
    END IF;
    NEW.created_at := taken_until + interval '1 microsecond';
  END LOOP;
  RETURN NEW;
END;
$$;

CREATE TRIGGER jobs_keep_creation_order BEFORE INSERT ON jobs
  FOR EACH ROW EXECUTE FUNCTION keep_creation_order('updated_at');
CREATE TRIGGER applications_keep_creation_order BEFORE INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION keep_creation_order('updated_at');
CREATE TRIGGER resumes_keep_creation_order BEFORE INSERT ON resumes
  FOR EACH ROW EXECUTE FUNCTION keep_creation_order('updated_at');
CREATE TRIGGER api_tokens_keep_creation_order BEFORE INSERT ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION keep_creation_order();
