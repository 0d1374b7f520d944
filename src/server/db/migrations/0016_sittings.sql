CREATE TYPE "public"."sitting_status" AS ENUM('draft', 'published', 'closed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'seat_booked';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'seat_released';--> statement-breakpoint
CREATE TABLE "seat_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sitting_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_by_id" integer,
	"booked_by" text,
	"released_at" timestamp with time zone,
	"released_by_id" integer,
	"released_by" text
);
--> statement-breakpoint
CREATE TABLE "sittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_center_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seats" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"status" "sitting_status" DEFAULT 'draft' NOT NULL,
	"exam_category" text,
	"exam_name" text,
	"room" text,
	"notes" text,
	"booking_opens_at" timestamp with time zone,
	"booking_closes_at" timestamp with time zone,
	"change_deadline_hours" integer DEFAULT 48 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_at" timestamp with time zone,
	"updated_by_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	CONSTRAINT "sittings_booked_within_seats" CHECK ("sittings"."booked" >= 0 and "sittings"."booked" <= "sittings"."seats"),
	CONSTRAINT "sittings_seats_positive" CHECK ("sittings"."seats" > 0)
);
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_sitting_id_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."sittings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_test_center_id_test_centers_id_fk" FOREIGN KEY ("test_center_id") REFERENCES "public"."test_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_bookings_one_live_seat" ON "seat_bookings" USING btree ("student_id") WHERE "seat_bookings"."released_at" is null;--> statement-breakpoint
CREATE INDEX "seat_bookings_sitting_idx" ON "seat_bookings" USING btree ("sitting_id") WHERE "seat_bookings"."released_at" is null;--> statement-breakpoint
CREATE INDEX "sittings_center_date_idx" ON "sittings" USING btree ("test_center_id","date");--> statement-breakpoint
CREATE INDEX "sittings_date_idx" ON "sittings" USING btree ("date");