DROP TRIGGER api_tokens_keep_creation_order ON api_tokens;
DROP TRIGGER resumes_keep_creation_order ON resumes;
DROP TRIGGER applications_keep_creation_order ON applications;
DROP TRIGGER jobs_keep_creation_order ON jobs;
DROP FUNCTION keep_creation_order();
