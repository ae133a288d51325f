DROP TABLE application_events;
ALTER TABLE applications DROP CONSTRAINT applications_id_user_id_key;
