-- Trigram search for the dashboard's "contains" filters (docs/product.md §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
