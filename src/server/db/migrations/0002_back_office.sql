DROP INDEX "students_state_idx";--> statement-breakpoint
DROP INDEX "students_gender_idx";--> statement-breakpoint
DROP INDEX "students_confirmed_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_state_idx" ON "students" USING btree ("state","registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_gender_idx" ON "students" USING btree ("gender") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_confirmed_idx" ON "students" USING btree ("confirmed") WHERE "students"."deleted_at" is null;