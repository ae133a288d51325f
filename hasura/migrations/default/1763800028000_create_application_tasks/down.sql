DROP TABLE application_tasks;
