-- docs/product.md §2 "Inquiries page": inquiries followed up (status, notes, assignee, invitation, conversion); existing
-- rows become `new` through the default. The invitation e-mail kind and the history kind of a
-- candidate who registered through an invitation.
CREATE TYPE "public"."inquiry_status" AS ENUM('new', 'contacted', 'converted', 'closed');--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'inquiry_invite';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'from_inquiry';--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status" "inquiry_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_user_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "converted_student_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_converted_student_id_students_id_fk" FOREIGN KEY ("converted_student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;