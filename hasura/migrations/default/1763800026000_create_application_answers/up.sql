-- The questions an application's form asked ("Why do you want to work here?", "Your salary
-- expectations?") and the answers the job seeker wrote, kept so that later forms can reuse
-- them. The answer is NULL until written, never ''. As with contacts, the user's id is kept
-- beside the application's under a two-column key, which keeps an answer one owner's.
CREATE TABLE application_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_answers_application_owner_fkey FOREIGN KEY (application_id, user_id)
    REFERENCES applications (id, user_id) ON DELETE CASCADE,
  CONSTRAINT application_answers_question_length
    CHECK (btrim(question) <> '' AND char_length(question) <= 1000),
  CONSTRAINT application_answers_answer_length
    CHECK (btrim(answer) <> '' AND char_length(answer) <= 10000)
);

CREATE INDEX application_answers_application_id_created_at_idx
  ON application_answers (application_id, created_at, id);
-- The account's export reads a user's answers in pages by (created_at, id).
CREATE INDEX application_answers_user_id_created_at_idx
  ON application_answers (user_id, created_at, id);
-- Suggestions read the user's answered questions changed last first.
CREATE INDEX application_answers_answered_idx
  ON application_answers (user_id, updated_at DESC) WHERE answer IS NOT NULL;

CREATE TRIGGER application_answers_set_updated_at BEFORE UPDATE ON application_answers
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
