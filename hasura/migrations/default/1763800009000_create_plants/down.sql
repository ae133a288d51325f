DROP TABLE plants;
