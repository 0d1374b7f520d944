-- docs/product.md §2 "Student registration": every candidate gets a registration reference, `EX-<yy>-<6 of 23456789ABCDEFGHJKMNPQRSTVWXYZ>`
-- (src/shared/candidate-reference.ts). New rows get theirs from the server (crypto.randomInt); the rows
-- already there are given one here, in plain SQL that runs on PostgreSQL and on PGlite alike.
ALTER TABLE "students" ADD COLUMN "reference" text;--> statement-breakpoint
-- The unique index first (NULLs do not clash), so the back-fill's clash check is an index look-up.
CREATE UNIQUE INDEX "students_reference_unique" ON "students" USING btree ("reference");--> statement-breakpoint
-- Back-fill: the year of each row's registration (UTC) and six random characters. The randomness is
-- gen_random_uuid()'s (PostgreSQL's strong random source), two bytes per character from the bytes of
-- a version-4 UUID that hold no fixed version or variant bits (0-5, 10-15); 65536 mod 30 leaves a
-- bias of 1 in 2 184 on the first 16 characters. A drawn reference already taken is drawn again.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  offsets constant int[] := ARRAY[0, 2, 4, 10, 12, 14];
  candidate record;
  drawn text;
  bytes bytea;
  o int;
BEGIN
  FOR candidate IN SELECT "id", "registration_date" FROM "students" WHERE "reference" IS NULL ORDER BY "id" LOOP
    LOOP
      bytes := uuid_send(gen_random_uuid());
      drawn := 'EX-' || to_char(candidate.registration_date AT TIME ZONE 'UTC', 'YY') || '-';
      FOREACH o IN ARRAY offsets LOOP
        drawn := drawn || substr(alphabet, 1 + ((get_byte(bytes, o) << 8) | get_byte(bytes, o + 1)) % 30, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "students" WHERE "reference" = drawn);
    END LOOP;
    UPDATE "students" SET "reference" = drawn WHERE "id" = candidate.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "students_reference_trgm" ON "students" USING gin ("reference" gin_trgm_ops);
