DROP TABLE resumes;
