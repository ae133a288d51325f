ALTER TABLE users DROP COLUMN weekly_application_goal;
