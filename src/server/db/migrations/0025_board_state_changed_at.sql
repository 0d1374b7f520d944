ALTER TABLE "students" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Backfill (decision 0030): the last recorded move into the candidate's state, else the registration.
UPDATE "students" s SET "state_changed_at" = coalesce(
  (SELECT max(e."created_at") FROM "student_events" e WHERE e."student_id" = s."id" AND e."to_state" = s."state"),
  s."registration_date");--> statement-breakpoint
CREATE INDEX "students_board_idx" ON "students" USING btree ("state","state_changed_at","id") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_board_center_idx" ON "students" USING btree ("test_center_id","state","state_changed_at","id") WHERE "students"."deleted_at" is null;