CREATE INDEX "sessions_workout_idx" ON "sessions" USING btree ("workout_id","started_at");--> statement-breakpoint
ALTER TABLE "workouts" DROP COLUMN "use_count";--> statement-breakpoint
ALTER TABLE "workouts" DROP COLUMN "last_used_at";