-- The history of an application, appended by the backend (every status change, and other
-- notable changes). Rows are never updated.

-- Referenced by the owner key below: an event always belongs to its application's user.
ALTER TABLE applications ADD CONSTRAINT applications_id_user_id_key UNIQUE (id, user_id);

CREATE TABLE application_events (
  -- An identity rather than a uuid: events written in one transaction share created_at,
  -- and the id keeps them in the order they were written.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  kind text NOT NULL,
  from_status text,
  to_status text,
  note text,
  actor_type text NOT NULL,
  -- A user or an API token; no foreign key, so the history outlives a deleted token.
  actor_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_events_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT application_events_kind_format CHECK (kind ~ '^[a-z][a-z_]{0,49}$'),
  CONSTRAINT application_events_from_status_known CHECK (
    from_status IN ('draft', 'ready', 'applied', 'interviewing', 'offer', 'accepted', 'rejected', 'withdrawn')
  ),
  CONSTRAINT application_events_to_status_known CHECK (
    to_status IN ('draft', 'ready', 'applied', 'interviewing', 'offer', 'accepted', 'rejected', 'withdrawn')
  ),
  CONSTRAINT application_events_note_length CHECK (char_length(note) <= 2000),
  CONSTRAINT application_events_actor_type_known CHECK (actor_type IN ('user', 'token'))
);

CREATE INDEX application_events_application_id_created_at_idx
  ON application_events (application_id, created_at, id);
