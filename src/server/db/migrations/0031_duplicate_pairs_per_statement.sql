-- Possible duplicates (decision 0031) of inserted candidates, once per INSERT statement instead of
-- once per row: a file import inserts 500 rows in one statement, and the row trigger ran (and
-- planned) `duplicate_matches` 500 times, which made a 10 000-row import several times slower.
-- The same reasons as `duplicate_matches`, for every inserted row at once (hash joins on the
-- keys), rows of one statement matched with each other too. Updates keep the row trigger (its
-- WHEN clause fires it only when an identity field changes).
CREATE FUNCTION duplicate_pairs_refresh_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH me AS MATERIALIZED (
    SELECT id, date_of_birth AS dob, duplicate_name_key(full_name) AS name_key,
      duplicate_phone_key(phone) AS phone_key, duplicate_email_key(email) AS email_key,
      duplicate_id_key(national_id) AS nid, duplicate_id_key(passport_number) AS pass
    FROM inserted_rows WHERE deleted_at IS NULL
  ),
  born AS (
    SELECT me.id, o.id AS other_id, me.name_key, me.nid, me.pass, o.full_name, o.national_id, o.passport_number
    FROM me JOIN students o ON o.date_of_birth = me.dob AND o.deleted_at IS NULL AND o.id <> me.id
  ),
  matches AS (
    SELECT id, other_id, 'name_dob' AS reason FROM born WHERE duplicate_name_key(full_name) = name_key
    UNION ALL
    SELECT id, other_id, 'national_id' FROM born WHERE near_identifier(duplicate_id_key(national_id), nid)
    UNION ALL
    SELECT id, other_id, 'passport' FROM born WHERE near_identifier(duplicate_id_key(passport_number), pass)
    UNION ALL
    SELECT me.id, o.id, 'phone' FROM me
      JOIN students o ON duplicate_phone_key(o.phone) = me.phone_key AND o.deleted_at IS NULL AND o.id <> me.id
    UNION ALL
    SELECT me.id, o.id, 'email' FROM me
      JOIN students o ON duplicate_email_key(o.email) = me.email_key AND o.deleted_at IS NULL AND o.id <> me.id
  )
  INSERT INTO duplicate_pairs (student_id, other_id, reasons)
  SELECT least(id, other_id), greatest(id, other_id), array_agg(DISTINCT reason ORDER BY reason)
  FROM matches GROUP BY 1, 2
  ON CONFLICT (student_id, other_id) DO UPDATE SET reasons = excluded.reasons;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER students_duplicate_pairs_insert ON students;--> statement-breakpoint
CREATE TRIGGER students_duplicate_pairs_insert AFTER INSERT ON students
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pairs_refresh_inserted();
