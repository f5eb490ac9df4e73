ALTER TABLE "session_logs" ADD COLUMN "source" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'live' NOT NULL;