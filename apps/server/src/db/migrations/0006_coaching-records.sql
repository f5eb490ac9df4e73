CREATE TABLE "client_exercise_records" (
	"client_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"best_e1rm" double precision,
	"best_kg" double precision,
	"best_reps" integer,
	"best_at" timestamp with time zone,
	"last_kg" double precision,
	"last_reps" integer,
	"last_at" timestamp with time zone,
	"last_session_id" uuid,
	"mismatch_streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_exercise_records_client_id_exercise_id_pk" PRIMARY KEY("client_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "intensity" text;--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "session_date" date;--> statement-breakpoint
ALTER TABLE "session_logs" ADD COLUMN "log_key" text;--> statement-breakpoint
ALTER TABLE "client_exercise_records" ADD CONSTRAINT "client_exercise_records_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_exercise_records" ADD CONSTRAINT "client_exercise_records_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_exercise_records" ADD CONSTRAINT "client_exercise_records_last_session_id_sessions_id_fk" FOREIGN KEY ("last_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_logs_log_key_key" ON "session_logs" USING btree ("session_id","log_key");