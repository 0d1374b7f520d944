-- Possible duplicates (decision 0031) of updated candidates, once per UPDATE statement instead of
-- once per row: a file import (decision 0032) updates 500 candidates in one statement, and the row
-- trigger ran `duplicate_matches` and its clean-up 500 times, each clean-up a scan of the open
-- pairs' index; a 10 000-row import of known candidates took six times as long as one of new
-- candidates. One set-based lookup now serves the insert trigger, the update trigger and
-- `duplicate_matches`, with the same reasons as before.
--
-- The live candidates among `ids` and every live candidate that may be the same person, one row per
-- reason: the same date of birth (students_dob_idx: tens of rows) with the same folded name, or a
-- national ID or passport within one typo (near_identifier, after the backfill's cheap test of the
-- lengths and the first or last two characters, which every pair it accepts passes); the same phone
-- key; the same e-mail key. Each candidate's twins are looked up through the index (LATERAL …
-- OFFSET 0): left to itself the planner hashes the keys of the whole table, as the partial
-- expression indexes give it no statistics (it guesses 625 rows a key).
CREATE FUNCTION duplicate_matches_of(ids integer[]) RETURNS TABLE (id integer, other_id integer, reason text)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH me AS MATERIALIZED (
    SELECT id, date_of_birth AS dob, duplicate_name_key(full_name) AS name_key,
      duplicate_phone_key(phone) AS phone_key, duplicate_email_key(email) AS email_key,
      duplicate_id_key(national_id) AS nid, duplicate_id_key(passport_number) AS pass
    FROM students WHERE id = ANY(ids) AND deleted_at IS NULL
  ),
  born AS MATERIALIZED (
    SELECT me.id, o.id AS other_id, me.name_key, me.nid, me.pass, o.full_name,
      duplicate_id_key(o.national_id) AS other_nid, duplicate_id_key(o.passport_number) AS other_pass
    FROM me CROSS JOIN LATERAL (
      SELECT o.id, o.full_name, o.national_id, o.passport_number FROM students o
      WHERE o.date_of_birth = me.dob AND o.deleted_at IS NULL AND o.id <> me.id OFFSET 0
    ) o
  )
  SELECT id, other_id, 'name_dob' FROM born WHERE duplicate_name_key(full_name) = name_key
  UNION ALL
  SELECT id, other_id, 'national_id' FROM born
    WHERE abs(length(nid) - length(other_nid)) <= 1
      AND (left(nid, 2) = left(other_nid, 2) OR right(nid, 2) = right(other_nid, 2))
      AND near_identifier(other_nid, nid)
  UNION ALL
  SELECT id, other_id, 'passport' FROM born
    WHERE abs(length(pass) - length(other_pass)) <= 1
      AND (left(pass, 2) = left(other_pass, 2) OR right(pass, 2) = right(other_pass, 2))
      AND near_identifier(other_pass, pass)
  UNION ALL
  SELECT me.id, o.id, 'phone' FROM me CROSS JOIN LATERAL (
    SELECT o.id FROM students o
    WHERE duplicate_phone_key(o.phone) = me.phone_key AND o.deleted_at IS NULL AND o.id <> me.id OFFSET 0
  ) o
  UNION ALL
  SELECT me.id, o.id, 'email' FROM me CROSS JOIN LATERAL (
    SELECT o.id FROM students o
    WHERE duplicate_email_key(o.email) = me.email_key AND o.deleted_at IS NULL AND o.id <> me.id OFFSET 0
  ) o
$$;--> statement-breakpoint
-- One candidate's twins (what bench/duplicates.ts times), through the same lookup.
CREATE OR REPLACE FUNCTION duplicate_matches(p_id integer) RETURNS TABLE (other_id integer, reason text)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT m.other_id, m.reason FROM duplicate_matches_of(ARRAY[p_id]) m
$$;--> statement-breakpoint
-- The pairs of `ids` (lower id first) with their reasons.
CREATE FUNCTION duplicate_pairs_of(ids integer[]) RETURNS TABLE (student_id integer, other_id integer, reasons text[])
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT least(m.id, m.other_id), greatest(m.id, m.other_id), array_agg(DISTINCT m.reason ORDER BY m.reason)
  FROM duplicate_matches_of(ids) m GROUP BY 1, 2
$$;--> statement-breakpoint
-- Inserted candidates (the statement trigger of migration 0031), through the same lookup. JIT off:
-- the planner's guesses above cost the statement in the millions, and compiling it took seconds
-- for work of a few hundred milliseconds.
CREATE OR REPLACE FUNCTION duplicate_pairs_refresh_inserted() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO duplicate_pairs (student_id, other_id, reasons)
  SELECT * FROM duplicate_pairs_of(ARRAY(SELECT id FROM inserted_rows))
  ON CONFLICT (student_id, other_id) DO UPDATE SET reasons = excluded.reasons;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Updated candidates whose compared fields or deletion changed (the row trigger's WHEN clause, now
-- a comparison of the statement's old and new rows; none: nothing more is done): every match is a
-- pair with its reasons (a dismissed pair keeps its dismissal; a pair whose reasons are the same is
-- not rewritten), and their open pairs that no longer match leave; a deleted (or merged) candidate
-- matches nothing, so its open pairs leave. Rows of one statement are matched with each other too.
CREATE FUNCTION duplicate_pairs_refresh_updated() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.full_name IS DISTINCT FROM n.full_name OR o.date_of_birth IS DISTINCT FROM n.date_of_birth
    OR o.phone IS DISTINCT FROM n.phone OR o.email IS DISTINCT FROM n.email
    OR o.national_id IS DISTINCT FROM n.national_id OR o.passport_number IS DISTINCT FROM n.passport_number
    OR o.deleted_at IS DISTINCT FROM n.deleted_at;
  IF ids IS NULL THEN RETURN NULL; END IF;
  WITH found AS MATERIALIZED (SELECT * FROM duplicate_pairs_of(ids)),
  kept AS (
    INSERT INTO duplicate_pairs (student_id, other_id, reasons) SELECT * FROM found
    ON CONFLICT (student_id, other_id) DO UPDATE SET reasons = excluded.reasons
    WHERE duplicate_pairs.reasons IS DISTINCT FROM excluded.reasons
  )
  -- Their open pairs are found through the primary key and duplicate_pairs_other_idx, id by id
  -- (LATERAL … OFFSET 0), and deleted by row address: asked for `student_id = ANY(ids) AND
  -- dismissed_at IS NULL`, the planner read duplicate_pairs_open_idx (the date first) from end to
  -- end, once per id.
  DELETE FROM duplicate_pairs d
  WHERE d.ctid = ANY (ARRAY(
      SELECT mine.ctid FROM unnest(ids) c(id) CROSS JOIN LATERAL (
        SELECT p.ctid, p.student_id, p.other_id, p.dismissed_at FROM duplicate_pairs p WHERE p.student_id = c.id
        UNION ALL
        SELECT p.ctid, p.student_id, p.other_id, p.dismissed_at FROM duplicate_pairs p WHERE p.other_id = c.id
        OFFSET 0
      ) mine
      WHERE mine.dismissed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM found f WHERE f.student_id = mine.student_id AND f.other_id = mine.other_id)))
    AND d.dismissed_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER students_duplicate_pairs_update ON students;--> statement-breakpoint
DROP FUNCTION duplicate_pairs_refresh();--> statement-breakpoint
CREATE TRIGGER students_duplicate_pairs_update AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pairs_refresh_updated();
