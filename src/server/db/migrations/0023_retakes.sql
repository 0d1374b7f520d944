ALTER TYPE "public"."email_kind" ADD VALUE 'retake_booked';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'retake_booked';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'absence_reverted';--> statement-breakpoint
DROP INDEX "seat_bookings_one_live_seat";--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "concluded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_bookings_one_live_seat" ON "seat_bookings" USING btree ("student_id") WHERE "seat_bookings"."released_at" is null and "seat_bookings"."concluded_at" is null;