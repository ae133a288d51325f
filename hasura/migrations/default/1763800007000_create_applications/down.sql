DROP TABLE applications;
ALTER TABLE resumes DROP CONSTRAINT resumes_id_user_id_key;
ALTER TABLE jobs DROP CONSTRAINT jobs_id_user_id_key;
