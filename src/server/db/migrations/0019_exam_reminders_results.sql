ALTER TYPE "public"."email_kind" ADD VALUE 'exam_reminder';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'exam_reminder_day_before';--> statement-breakpoint
ALTER TYPE "public"."email_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'result_recorded';--> statement-breakpoint
CREATE TABLE "exam_reminders" (
	"booking_id" bigint NOT NULL,
	"days_before" integer NOT NULL,
	"email_id" bigint,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_reminders_booking_id_days_before_pk" PRIMARY KEY("booking_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sitting_id" integer NOT NULL,
	"booking_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"score" numeric(7, 2),
	"received_on" date NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_id" integer,
	"recorded_by" text,
	CONSTRAINT "exam_results_outcome" CHECK ("exam_results"."outcome" in ('pass', 'fail', 'absent')),
	CONSTRAINT "exam_results_absent_no_score" CHECK ("exam_results"."outcome" <> 'absent' or "exam_results"."score" is null)
);
--> statement-breakpoint
ALTER TABLE "exam_reminders" ADD CONSTRAINT "exam_reminders_booking_id_seat_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."seat_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_reminders" ADD CONSTRAINT "exam_reminders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_sitting_id_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."sittings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_booking_id_seat_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."seat_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_sitting_student" ON "exam_results" USING btree ("sitting_id","student_id");--> statement-breakpoint
CREATE INDEX "exam_results_student_idx" ON "exam_results" USING btree ("student_id","recorded_at");