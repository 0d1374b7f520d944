-- Trigram search for the dashboard's "contains" filters (spec §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
