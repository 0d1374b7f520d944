CREATE TYPE "public"."attendance" AS ENUM('present', 'late', 'absent');--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'checked_in';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'marked_absent';--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "attendance" "attendance";--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "checked_in_by_id" integer;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "sittings" ADD COLUMN "attendance_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sittings" ADD COLUMN "attendance_closed_by_id" integer;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_attendance_closed_by_id_users_id_fk" FOREIGN KEY ("attendance_closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;