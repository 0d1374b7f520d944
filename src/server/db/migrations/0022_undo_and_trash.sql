ALTER TYPE "public"."student_event_type" ADD VALUE 'undone';--> statement-breakpoint
ALTER TYPE "public"."student_event_type" ADD VALUE 'restored';--> statement-breakpoint
CREATE TABLE "undo_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"outbox_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_used_by_id_users_id_fk" FOREIGN KEY ("used_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "undo_actions_token_hash_unique" ON "undo_actions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "undo_actions_expires_idx" ON "undo_actions" USING btree ("expires_at");