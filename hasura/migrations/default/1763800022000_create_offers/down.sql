DROP TABLE offers;
