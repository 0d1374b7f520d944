-- Payment instructions of invoices (docs/product.md §2 "Payment instructions"): one row per save by an admin,
-- the newest in force, the older ones its history; no row means PAYMENT_INSTRUCTIONS applies.
CREATE TABLE "payment_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_en" text,
	"text_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"created_by_username" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;