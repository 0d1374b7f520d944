-- Decision 0010: the e-mail outbox (messages written in the transaction of the change that causes
-- them, delivered by features/email/worker.ts) and the history kinds of its outcome.
CREATE TYPE "public"."email_kind" AS ENUM('registration_received', 'confirmed', 'invoice_issued', 'payment_confirmed', 'exam_details', 'results_sent', 'done', 'one_off');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'email_sent';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'email_failed';--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer,
	"kind" "email_kind" NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"to_address" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text,
	"text_body" text,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key_unique" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at","id") WHERE "email_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "email_outbox_student_idx" ON "email_outbox" USING btree ("student_id");