-- The data version (decision 0033, schema.ts `data_version`): its one row, and a trigger on every
-- app table but the exempt ones (`DATA_VERSION_EXEMPT` in db/snapshot-count.ts) that raises it once
-- per writing transaction, as the transaction commits (deferred, so the row's lock is taken last
-- and held only while committing: no deadlock with the rows the transaction wrote before).
INSERT INTO "data_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the first row's trigger raises it, the others find the mark.
  IF current_setting('exam.data_version_bumped', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('exam.data_version_bumped', pg_current_xact_id()::text, true);
    UPDATE "data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('data_version', 'rate_limits', 'revoked_tokens', 'idempotent_responses', 'audit_log')
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"()', t);
    EXECUTE format('CREATE TRIGGER "data_version_bump_truncate" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump"()', t);
  END LOOP;
END $$;
