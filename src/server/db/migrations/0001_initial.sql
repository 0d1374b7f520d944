CREATE TYPE "public"."role" AS ENUM('admin', 'auditor', 'test_center', 'schoolmoderator', 'visitor');--> statement-breakpoint
CREATE TYPE "public"."student_event_type" AS ENUM('registered', 'state_changed', 'confirmed', 'edited', 'deleted', 'invoice_created', 'invoice_confirmed');--> statement-breakpoint
CREATE TYPE "public"."student_state" AS ENUM('Not_Confirmed', 'Confirmed', 'Invoice', 'Invoice_Confirmed', 'Exam_Details', 'Results', 'Send_Score', 'Done');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"current_job" text NOT NULL,
	"nationality" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"bank_invoice_number" text,
	"payment_date" date,
	"bank" text,
	"invoice_email" text,
	"invoice_mobile_phone" text,
	"invoicer_name" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"reference" text,
	"second_reference" text,
	"created_by" text,
	"created_by_id" integer,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"confirmed_by_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "student_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" "student_event_type" NOT NULL,
	"actor_user_id" integer,
	"actor_username" text,
	"from_state" "student_state",
	"to_state" "student_state",
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"national_id" text,
	"passport_number" text,
	"government_id_issuing_country" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"country_state" text,
	"postal_code" text,
	"nationality" text,
	"mailing_address" text,
	"potential_work_place" text,
	"requested_date_range" text,
	"gender" text NOT NULL,
	"degree" text NOT NULL,
	"bsc_university" text,
	"msc_university" text,
	"phd_university" text,
	"college" text,
	"registered_from" text NOT NULL,
	"test_center_id" integer,
	"trial_month" text NOT NULL,
	"exam_category" text NOT NULL,
	"exam_specialty" text NOT NULL,
	"exam_name" text NOT NULL,
	"exam_date" date,
	"exam_location" text,
	"exam_time" text,
	"confirmation_number" text,
	"state" "student_state" DEFAULT 'Not_Confirmed' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"confirmed_by_id" integer,
	"registered_by_user_id" integer,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "test_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"name" text,
	"test_center_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_test_center_id_test_centers_id_fk" FOREIGN KEY ("test_center_id") REFERENCES "public"."test_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_registered_by_user_id_users_id_fk" FOREIGN KEY ("registered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_test_center_id_test_centers_id_fk" FOREIGN KEY ("test_center_id") REFERENCES "public"."test_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_student_idx" ON "invoices" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "student_events_student_idx" ON "student_events" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_unique" ON "students" USING btree (lower("email")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_national_id_unique" ON "students" USING btree (lower("national_id")) WHERE "students"."deleted_at" is null and "students"."national_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_passport_number_unique" ON "students" USING btree (lower("passport_number")) WHERE "students"."deleted_at" is null and "students"."passport_number" is not null;--> statement-breakpoint
CREATE INDEX "students_registration_date_idx" ON "students" USING btree ("registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_state_idx" ON "students" USING btree ("state","registration_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "students_gender_idx" ON "students" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "students_test_center_idx" ON "students" USING btree ("test_center_id");--> statement-breakpoint
CREATE INDEX "students_confirmed_idx" ON "students" USING btree ("confirmed");--> statement-breakpoint
CREATE INDEX "students_full_name_trgm" ON "students" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_national_id_trgm" ON "students" USING gin ("national_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_phone_trgm" ON "students" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm" ON "students" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_exam_category_trgm" ON "students" USING gin ("exam_category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_exam_name_trgm" ON "students" USING gin ("exam_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_bsc_university_trgm" ON "students" USING gin ("bsc_university" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_msc_university_trgm" ON "students" USING gin ("msc_university" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "test_centers_name_unique" ON "test_centers" USING btree (lower("name")) WHERE "test_centers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username")) WHERE "users"."deleted_at" is null;