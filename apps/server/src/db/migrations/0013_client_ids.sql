ALTER TABLE "decks" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "deck_client_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "team_client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "decks_user_client_id_idx" ON "decks" USING btree ("user_id","client_id") WHERE "decks"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tcg_matches_user_client_id_idx" ON "tcg_matches" USING btree ("user_id","client_id") WHERE "tcg_matches"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "tcg_matches_user_deck_client_id_idx" ON "tcg_matches" USING btree ("user_id","deck_client_id") WHERE "tcg_matches"."deck_client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_user_client_id_idx" ON "teams" USING btree ("user_id","client_id") WHERE "teams"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vgc_matches_user_client_id_idx" ON "vgc_matches" USING btree ("user_id","client_id") WHERE "vgc_matches"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "vgc_matches_user_team_client_id_idx" ON "vgc_matches" USING btree ("user_id","team_client_id") WHERE "vgc_matches"."team_client_id" is not null;