-- Trigram matching for substring searches (`ILIKE '%…%'`) through GIN indexes: the calls list's
-- student-name search (students_name_trgm_idx, migration 0007). pg_trgm ships with PostgreSQL
-- (contrib) and is a trusted extension, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
