-- The steps a job seeker means to take for an application ("Send the portfolio", "Prepare the
-- case study"), each with the day it is due by or none, checked off when done (done_at). As with
-- answers and contacts, the user's id is kept beside the application's under a two-column key,
-- which keeps a task one owner's.
CREATE TABLE application_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  title text NOT NULL,
  due_on date,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_tasks_application_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT application_tasks_title_length
    CHECK (btrim(title) <> '' AND char_length(title) <= 300)
);

CREATE INDEX application_tasks_application_id_created_at_idx
  ON application_tasks (application_id, created_at, id);
-- The account's export reads a user's tasks in pages by (created_at, id).
CREATE INDEX application_tasks_user_id_created_at_idx
  ON application_tasks (user_id, created_at, id);
-- Tasks due (the dashboard, the reminder e-mail, the calendar feed): open ones with a day.
CREATE INDEX application_tasks_open_due_idx
  ON application_tasks (user_id, due_on) WHERE done_at IS NULL AND due_on IS NOT NULL;

CREATE TRIGGER application_tasks_set_updated_at BEFORE UPDATE ON application_tasks
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
