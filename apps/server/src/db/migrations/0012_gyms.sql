-- Gyms (issue 35): every account belongs to one, and its settings hang on it. Existing trainers
-- (and admins and above) each get a gym of their own, named after them, and are its admins; every
-- client joins their trainer's gym; a client without a trainer gets a gym of their own, as a
-- registration does now. Settings start as DEFAULT_GYM_SETTINGS (packages/shared/src/schemas/gym.ts).
CREATE TABLE "gyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gym_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gym_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_unit" text;--> statement-breakpoint
UPDATE "users" SET "gym_id" = gen_random_uuid(), "gym_admin" = true WHERE "role" <> 'client';--> statement-breakpoint
UPDATE "users" AS "c" SET "gym_id" = "t"."gym_id"
	FROM "client_profiles" AS "p"
	JOIN "users" AS "t" ON "t"."id" = "p"."trainer_id" AND "t"."role" <> 'client'
	WHERE "p"."user_id" = "c"."id" AND "c"."role" = 'client';--> statement-breakpoint
UPDATE "users" SET "gym_id" = gen_random_uuid() WHERE "gym_id" IS NULL;--> statement-breakpoint
-- Each gym is named after its trainer, or after the client alone in it; the name fits the 100
-- characters a name may have (gymSettingsResponseSchema).
INSERT INTO "gyms" ("id", "name", "settings")
	SELECT DISTINCT ON ("gym_id") "gym_id", left("first_name", 94) || '''s gym',
		'{"unit":"kg","equipment":{"bars":[20,15,10],"plates":[25,20,15,10,5,2.5,1.25],"dumbbellStep":2.5,"dumbbellMax":50},"readinessRule":[{"minScore":70,"percent":0},{"minScore":55,"percent":-5},{"minScore":40,"percent":-10},{"minScore":0,"percent":-15}]}'::jsonb
	FROM "users"
	ORDER BY "gym_id", "role" = 'client', "created_at";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "gym_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_gym_idx" ON "users" USING btree ("gym_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_weight_unit_check" CHECK ("users"."weight_unit" is null or "users"."weight_unit" in ('kg', 'lb'));
