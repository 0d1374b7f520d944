ALTER TYPE "public"."email_kind" ADD VALUE 'seat_cancelled';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'seat_offer';--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"test_center_id" integer NOT NULL,
	"month" text NOT NULL,
	"exam_category" text NOT NULL,
	"exam_name" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_booking_id" bigint,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_test_center_id_test_centers_id_fk" FOREIGN KEY ("test_center_id") REFERENCES "public"."test_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_offer_booking_id_seat_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."seat_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_student" ON "waiting_list" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "waiting_list_center_month_idx" ON "waiting_list" USING btree ("test_center_id","month","position");--> statement-breakpoint
CREATE INDEX "seat_bookings_holds_idx" ON "seat_bookings" USING btree ("held_until") WHERE "seat_bookings"."released_at" is null and "seat_bookings"."held_until" is not null;