-- The engine's reading of a job's posting (parsed) carries the version of the reader that
-- wrote it, so that readings by an older engine can be found and read again
-- (backend/src/jobs/posting-rereader.ts). NULL: read before versions were kept, never read,
-- or made stale by a writer that changed the posting without reading it (below).
ALTER TABLE jobs ADD COLUMN reading_version text;

CREATE FUNCTION touch_job() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A job without a posting has no reading of one.
  IF NEW.description IS NULL THEN
    NEW.parsed := NULL;
    NEW.reading_version := NULL;
  END IF;
  -- A writer that changes what the reading is of (the posting, or the title, company and
  -- location it carries) without writing a reading, as Hasura or psql would, leaves a stale
  -- one: mark it, so that it is read again.
  IF (NEW.description, NEW.title, NEW.company, NEW.location)
       IS DISTINCT FROM (OLD.description, OLD.title, OLD.company, OLD.location)
     AND (NEW.parsed, NEW.reading_version) IS NOT DISTINCT FROM (OLD.parsed, OLD.reading_version)
  THEN
    NEW.reading_version := NULL;
  END IF;
  -- Reading the posting again is not an edit: updated_at says when the job itself changed.
  -- (pay is generated from parsed; a BEFORE trigger does not see its new value.)
  IF (NEW.parsed, NEW.reading_version) IS DISTINCT FROM (OLD.parsed, OLD.reading_version) THEN
    IF to_jsonb(NEW) - '{parsed,reading_version,pay,updated_at}'::text[]
         = to_jsonb(OLD) - '{parsed,reading_version,pay,updated_at}'::text[] THEN
      NEW.updated_at := OLD.updated_at;
      RETURN NEW;
    END IF;
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

DROP TRIGGER jobs_set_updated_at ON jobs;
CREATE TRIGGER jobs_touch BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION touch_job();
