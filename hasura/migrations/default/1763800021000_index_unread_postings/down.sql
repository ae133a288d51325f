DROP INDEX jobs_unread_idx;
