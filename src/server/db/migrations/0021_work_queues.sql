CREATE TABLE "work_queue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"unconfirmed_days" integer NOT NULL,
	"unpaid_days" integer NOT NULL,
	"unseated_days" integer NOT NULL,
	"sitting_days_ahead" integer NOT NULL,
	"inquiry_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	"updated_by_username" text,
	CONSTRAINT "work_queue_settings_one_row" CHECK ("work_queue_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "work_queue_settings" ADD CONSTRAINT "work_queue_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "inquiries_new_idx" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."status" = 'new' and "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("created_at","student_id") WHERE "invoices"."confirmed" = false and "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_confirmed_at_idx" ON "invoices" USING btree ("confirmed_at") WHERE "invoices"."confirmed" = true and "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "student_events_moves_idx" ON "student_events" USING btree ("created_at","to_state") WHERE "student_events"."to_state" is not null;--> statement-breakpoint
CREATE INDEX "students_live_center_state_idx" ON "students" USING btree ("test_center_id","state") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_exam_category_idx" ON "students" USING btree ("exam_category") WHERE "students"."deleted_at" is null;