CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"pokemon" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricted_pokemon" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited: before this migration no team existed and no team id could be activated, so no stored active team id
-- names one; clear them so the type change and the foreign key below cannot fail on old values.
UPDATE "users" SET "active_team_id" = NULL WHERE "active_team_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "active_team_id" SET DATA TYPE uuid USING "active_team_id"::uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_user_id_updated_at_idx" ON "teams" USING btree ("user_id","updated_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "restricted_pokemon_name_lower_key" ON "restricted_pokemon" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_team_id_teams_id_fk" FOREIGN KEY ("active_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;;--> statement-breakpoint
-- Hand-edited: the restricted legendaries of current VGC rules, in the Pokédex's spelling (what teams store);
-- admins maintain the list from here.
INSERT INTO "restricted_pokemon" ("name") VALUES
	('Mewtwo'),
	('Lugia'),
	('Ho-Oh'),
	('Kyogre'),
	('Groudon'),
	('Rayquaza'),
	('Dialga'),
	('Dialga-Origin'),
	('Palkia'),
	('Palkia-Origin'),
	('Giratina'),
	('Giratina-Origin'),
	('Reshiram'),
	('Zekrom'),
	('Kyurem'),
	('Kyurem-White'),
	('Kyurem-Black'),
	('Cosmog'),
	('Cosmoem'),
	('Solgaleo'),
	('Lunala'),
	('Necrozma'),
	('Necrozma-Dusk-Mane'),
	('Necrozma-Dawn-Wings'),
	('Zacian'),
	('Zacian-Crowned'),
	('Zamazenta'),
	('Zamazenta-Crowned'),
	('Eternatus'),
	('Calyrex'),
	('Calyrex-Ice'),
	('Calyrex-Shadow'),
	('Koraidon'),
	('Miraidon'),
	('Terapagos')
ON CONFLICT DO NOTHING;