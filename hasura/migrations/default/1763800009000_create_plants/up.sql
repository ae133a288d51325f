-- The plant store sample: a plant with no owner is shared with everyone; the others are
-- visible to their owner only.
CREATE TABLE plants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- "C" makes ORDER BY name byte-wise and the same on every server, whatever its default
  -- collation (PGlite's is C, a PostgreSQL server's is often en_US), so both engines list
  -- plants in one order and the (name, id) indexes serve that ORDER BY.
  name text COLLATE "C" NOT NULL,
  tag text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT plants_name_length CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  CONSTRAINT plants_tag_length CHECK (btrim(tag) <> '' AND char_length(tag) <= 50)
);

-- "Plants the user has access to" are the user's own plus the shared ones: one index per
-- half, each in (name, id) order, so a name-ordered page reads only the rows it returns.
CREATE INDEX plants_owner_id_name_idx ON plants (owner_id, name, id);
CREATE INDEX plants_shared_name_idx ON plants (name, id) WHERE owner_id IS NULL;
