CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "students_registration_filters_idx" ON "students" USING btree ("registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"state","gender","locale","exam_category","full_name","email") WHERE "students"."deleted_at" is null;