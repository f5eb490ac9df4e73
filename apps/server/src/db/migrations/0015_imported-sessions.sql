CREATE TABLE "imported_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"format" text NOT NULL,
	"workout_name" text,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imported_sessions" ADD CONSTRAINT "imported_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_sessions" ADD CONSTRAINT "imported_sessions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_sessions" ADD CONSTRAINT "imported_sessions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_sessions_client_hash_key" ON "imported_sessions" USING btree ("client_id","content_hash");