DROP TABLE application_answers;
