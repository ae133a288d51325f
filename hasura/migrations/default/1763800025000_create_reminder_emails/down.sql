DROP TABLE reminder_emails;
