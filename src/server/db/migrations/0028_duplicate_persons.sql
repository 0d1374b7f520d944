ALTER TYPE "public"."student_event_type" ADD VALUE 'merged';--> statement-breakpoint
CREATE TABLE "duplicate_pairs" (
	"student_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by_id" integer,
	"dismissed_by" text,
	CONSTRAINT "duplicate_pairs_student_id_other_id_pk" PRIMARY KEY("student_id","other_id"),
	CONSTRAINT "duplicate_pairs_ordered" CHECK ("duplicate_pairs"."student_id" < "duplicate_pairs"."other_id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_other_id_students_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Possible duplicate persons (decision 0031). The keys a pair is matched on, as immutable SQL functions
-- (the indexes below are built on them). A name folded as the one search folds it (decision 0026),
-- its punctuation and runs of spaces made one space.
CREATE FUNCTION duplicate_name_key(v text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(regexp_replace(v, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه')), '[\s\-.,''’]+', ' ', 'g'))
$$;--> statement-breakpoint
-- A phone's last 8 digits (every Gulf national number has 8 or 9), null under 7 digits: the same
-- number with or without its country code, trunk 0, spaces or dashes gives the same key.
CREATE FUNCTION duplicate_phone_key(v text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN length(regexp_replace(v, '\D', '', 'g')) >= 7 THEN right(regexp_replace(v, '\D', '', 'g'), 8) END
$$;--> statement-breakpoint
-- An e-mail lower-cased with the dots of its local part removed.
CREATE FUNCTION duplicate_email_key(v text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(split_part(lower(v), '@', 1), '.', '') || '@' || split_part(lower(v), '@', 2)
$$;--> statement-breakpoint
-- A national ID or passport number upper-cased, letters and digits only; null when nothing is left.
CREATE FUNCTION duplicate_id_key(v text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT nullif(upper(regexp_replace(v, '[^0-9A-Za-z]', '', 'g')), '')
$$;--> statement-breakpoint
-- True when two identifier keys are equal or one typo apart (one character changed, added or
-- left out, or two neighbours swapped: the optimal string alignment distance is at most 1); keys
-- under 5 characters only when equal.
CREATE FUNCTION near_identifier(a text, b text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
BEGIN
  IF a = b THEN RETURN true; END IF;
  IF abs(la - lb) > 1 OR least(la, lb) < 5 THEN RETURN false; END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  ELSE
    RETURN substr(a, i) = substr(b, i + 1);
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_open_idx" ON "duplicate_pairs" USING btree ("detected_at" DESC NULLS FIRST,"student_id","other_id") WHERE "duplicate_pairs"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_other_idx" ON "duplicate_pairs" USING btree ("other_id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_merged_into_id_students_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_dob_idx" ON "students" USING btree ("date_of_birth") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_phone_key_idx" ON "students" USING btree (duplicate_phone_key("phone")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_email_key_idx" ON "students" USING btree (duplicate_email_key("email")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
-- The live candidates that may be the same person as candidate p_id, one row per reason: the same
-- date of birth (students_dob_idx: tens of rows) with the same folded name, or a national ID or
-- passport within one typo; the same phone key; the same e-mail key. Nothing for a deleted one.
CREATE FUNCTION duplicate_matches(p_id integer) RETURNS TABLE (other_id integer, reason text)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH me AS (SELECT * FROM students WHERE id = p_id AND deleted_at IS NULL),
  born AS (
    SELECT o.id, o.full_name, o.national_id, o.passport_number FROM me
    JOIN students o ON o.date_of_birth = me.date_of_birth AND o.deleted_at IS NULL AND o.id <> me.id
  )
  SELECT born.id, 'name_dob' FROM born, me
    WHERE duplicate_name_key(born.full_name) = duplicate_name_key(me.full_name)
  UNION ALL
  SELECT born.id, 'national_id' FROM born, me
    WHERE near_identifier(duplicate_id_key(born.national_id), duplicate_id_key(me.national_id))
  UNION ALL
  SELECT born.id, 'passport' FROM born, me
    WHERE near_identifier(duplicate_id_key(born.passport_number), duplicate_id_key(me.passport_number))
  UNION ALL
  SELECT o.id, 'phone' FROM me
    JOIN students o ON duplicate_phone_key(o.phone) = duplicate_phone_key(me.phone)
      AND o.deleted_at IS NULL AND o.id <> me.id
  UNION ALL
  SELECT o.id, 'email' FROM me
    JOIN students o ON duplicate_email_key(o.email) = duplicate_email_key(me.email)
      AND o.deleted_at IS NULL AND o.id <> me.id
$$;--> statement-breakpoint
-- Keeps candidate NEW's pairs: every match is a pair with its reasons (a dismissed pair keeps its
-- dismissal), an open pair that no longer matches leaves; a deleted (or merged) candidate matches
-- nothing, so its open pairs leave.
CREATE FUNCTION duplicate_pairs_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH found AS (
    SELECT m.other_id, array_agg(DISTINCT m.reason ORDER BY m.reason) AS reasons
    FROM duplicate_matches(NEW.id) m GROUP BY m.other_id
  ),
  kept AS (
    INSERT INTO duplicate_pairs (student_id, other_id, reasons)
    SELECT least(NEW.id, found.other_id), greatest(NEW.id, found.other_id), found.reasons FROM found
    ON CONFLICT (student_id, other_id) DO UPDATE SET reasons = excluded.reasons
    RETURNING student_id, other_id
  )
  DELETE FROM duplicate_pairs d
  WHERE (d.student_id = NEW.id OR d.other_id = NEW.id) AND d.dismissed_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.student_id = d.student_id AND kept.other_id = d.other_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER students_duplicate_pairs_insert AFTER INSERT ON students
  FOR EACH ROW EXECUTE FUNCTION duplicate_pairs_refresh();--> statement-breakpoint
CREATE TRIGGER students_duplicate_pairs_update AFTER UPDATE ON students
  FOR EACH ROW WHEN (
    OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth
    OR OLD.phone IS DISTINCT FROM NEW.phone OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.national_id IS DISTINCT FROM NEW.national_id OR OLD.passport_number IS DISTINCT FROM NEW.passport_number
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  ) EXECUTE FUNCTION duplicate_pairs_refresh();--> statement-breakpoint
-- The pairs among the candidates already registered, set-based (each pair once, lower id first):
-- every live candidate's keys computed once, then one join per reason (hash joins on the keys; the
-- identifiers among those born on the same day, a cheap test of the first or last two characters
-- before near_identifier, which any one-typo pair of 5 characters or more passes).
CREATE FUNCTION duplicate_pairs_backfill() RETURNS integer LANGUAGE sql AS $$
  WITH live AS MATERIALIZED (
    SELECT id, date_of_birth AS dob, duplicate_name_key(full_name) AS name_key,
      duplicate_phone_key(phone) AS phone_key, duplicate_email_key(email) AS email_key,
      duplicate_id_key(national_id) AS nid, duplicate_id_key(passport_number) AS pass
    FROM students WHERE deleted_at IS NULL
  ),
  matches AS (
    SELECT a.id AS a, b.id AS b, 'name_dob' AS reason FROM live a
      JOIN live b ON b.dob = a.dob AND b.name_key = a.name_key AND b.id > a.id
    UNION ALL
    SELECT a.id, b.id, 'phone' FROM live a JOIN live b ON b.phone_key = a.phone_key AND b.id > a.id
    UNION ALL
    SELECT a.id, b.id, 'email' FROM live a JOIN live b ON b.email_key = a.email_key AND b.id > a.id
    UNION ALL
    SELECT a.id, b.id, 'national_id' FROM live a JOIN live b ON b.dob = a.dob AND b.id > a.id
      WHERE abs(length(a.nid) - length(b.nid)) <= 1
        AND (left(a.nid, 2) = left(b.nid, 2) OR right(a.nid, 2) = right(b.nid, 2))
        AND near_identifier(a.nid, b.nid)
    UNION ALL
    SELECT a.id, b.id, 'passport' FROM live a JOIN live b ON b.dob = a.dob AND b.id > a.id
      WHERE abs(length(a.pass) - length(b.pass)) <= 1
        AND (left(a.pass, 2) = left(b.pass, 2) OR right(a.pass, 2) = right(b.pass, 2))
        AND near_identifier(a.pass, b.pass)
  ),
  added AS (
    INSERT INTO duplicate_pairs (student_id, other_id, reasons)
    SELECT a, b, array_agg(DISTINCT reason ORDER BY reason) FROM matches GROUP BY a, b
    ON CONFLICT (student_id, other_id) DO UPDATE SET reasons = excluded.reasons
    RETURNING 1
  )
  SELECT count(*)::integer FROM added
$$;--> statement-breakpoint
SELECT duplicate_pairs_backfill();
