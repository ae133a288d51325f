-- How many applications the job seeker means to send a week: the dashboard shows the week's
-- count against it. NULL when they set none.
ALTER TABLE users ADD COLUMN weekly_application_goal smallint
  CONSTRAINT users_weekly_application_goal_range CHECK (weekly_application_goal BETWEEN 1 AND 100);
