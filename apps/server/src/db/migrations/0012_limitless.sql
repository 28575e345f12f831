CREATE TABLE "limitless_imports" (
	"user_id" uuid NOT NULL,
	"tournament_id" text NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"format" text,
	"date" date NOT NULL,
	"players" integer NOT NULL,
	"username" text NOT NULL,
	"player_name" text NOT NULL,
	"placing" integer,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"ties" integer NOT NULL,
	"match_count" integer NOT NULL,
	"group_id" uuid,
	"deck_id" uuid,
	"team_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limitless_imports_user_id_tournament_id_pk" PRIMARY KEY("user_id","tournament_id"),
	CONSTRAINT "limitless_imports_game_check" CHECK ("limitless_imports"."game" in ('tcg', 'vgc'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "limitless_username" text;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "recorded_result" text;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "recorded_result" text;--> statement-breakpoint
ALTER TABLE "limitless_imports" ADD CONSTRAINT "limitless_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limitless_imports" ADD CONSTRAINT "limitless_imports_group_id_match_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."match_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limitless_imports" ADD CONSTRAINT "limitless_imports_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limitless_imports" ADD CONSTRAINT "limitless_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limitless_imports_user_imported_idx" ON "limitless_imports" USING btree ("user_id","imported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "limitless_imports_group_idx" ON "limitless_imports" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "limitless_imports_deck_idx" ON "limitless_imports" USING btree ("deck_id");--> statement-breakpoint
CREATE INDEX "limitless_imports_team_idx" ON "limitless_imports" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_recorded_result_check" CHECK ("tcg_matches"."recorded_result" in ('win', 'loss', 'tie'));--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD CONSTRAINT "vgc_matches_recorded_result_check" CHECK ("vgc_matches"."recorded_result" in ('win', 'loss', 'tie'));