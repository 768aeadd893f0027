-- Custom SQL migration file, put your code below! --

CREATE EXTENSION IF NOT EXISTS pg_trgm;
