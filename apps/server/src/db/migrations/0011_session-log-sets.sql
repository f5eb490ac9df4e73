ALTER TABLE "session_logs" ADD COLUMN "set_index" integer;--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "rpe" double precision;--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "logged_by" text;--> statement-breakpoint
ALTER TABLE "session_logs" ADD CONSTRAINT "session_logs_logged_by_check" CHECK ("session_logs"."logged_by" is null or "session_logs"."logged_by" in ('coach', 'athlete'));