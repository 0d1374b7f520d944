-- Decision 0010: the admin "E-mail" screen's settings per message kind and locale (on/off, subject
-- and body templates); no row means switched on with the built-in texts.
CREATE TABLE "email_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "email_kind" NOT NULL,
	"locale" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"subject" text,
	"body" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	"updated_by_username" text
);
--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_kind_locale_unique" ON "email_settings" USING btree ("kind","locale");