DROP TABLE interviews;
