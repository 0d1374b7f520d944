CREATE TABLE "catalogue_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"price_usd" integer NOT NULL,
	"hours" integer NOT NULL,
	"sessions" integer NOT NULL,
	"prerequisite_en" text NOT NULL,
	"prerequisite_ar" text NOT NULL,
	"prerequisite_note_en" text,
	"prerequisite_note_ar" text,
	"certificate_en" text NOT NULL,
	"certificate_ar" text NOT NULL,
	"outcomes_en" jsonb NOT NULL,
	"outcomes_ar" jsonb NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_usd" integer,
	"duration_en" text,
	"duration_ar" text,
	"result_time_en" text,
	"result_time_ar" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"url" text NOT NULL,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "catalogue_partners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"path" text NOT NULL,
	"heading_en" text NOT NULL,
	"heading_ar" text NOT NULL,
	"intro_en" text NOT NULL,
	"intro_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "catalogue_programs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_publications" (
	"version" serial PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" integer,
	"published_by_username" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_regulators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"country" text NOT NULL,
	"path" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"result_time_en" text NOT NULL,
	"result_time_ar" text NOT NULL,
	"result_notes_en" jsonb NOT NULL,
	"result_notes_ar" jsonb NOT NULL,
	"duration_en" text NOT NULL,
	"duration_ar" text NOT NULL,
	"duration_notes_en" jsonb NOT NULL,
	"duration_notes_ar" jsonb NOT NULL,
	"preparation_notice_en" text NOT NULL,
	"preparation_notice_ar" text NOT NULL,
	"price_low_usd" integer NOT NULL,
	"price_high_usd" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "catalogue_regulators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"undone_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"created_by_username" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"regulator_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_courses" ADD CONSTRAINT "catalogue_courses_program_id_catalogue_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."catalogue_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_exams" ADD CONSTRAINT "catalogue_exams_specialty_id_catalogue_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."catalogue_specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_publications" ADD CONSTRAINT "catalogue_publications_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_revisions" ADD CONSTRAINT "catalogue_revisions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_specialties" ADD CONSTRAINT "catalogue_specialties_regulator_id_catalogue_regulators_id_fk" FOREIGN KEY ("regulator_id") REFERENCES "public"."catalogue_regulators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_courses_program_idx" ON "catalogue_courses" USING btree ("program_id","sort_order");--> statement-breakpoint
CREATE INDEX "catalogue_exams_specialty_idx" ON "catalogue_exams" USING btree ("specialty_id","sort_order");--> statement-breakpoint
CREATE INDEX "catalogue_specialties_regulator_idx" ON "catalogue_specialties" USING btree ("regulator_id","sort_order");