CREATE TABLE "tcg_match_card_facts" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"games" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ADD CONSTRAINT "tcg_match_card_facts_match_id_tcg_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tcg_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ADD CONSTRAINT "tcg_match_card_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_match_card_facts_user_idx" ON "tcg_match_card_facts" USING btree ("user_id");--> statement-breakpoint
-- Issue 30: card facts are derived from the match's kept log and zipped with its games; when either changes, the
-- facts go and the backfill (modules/card-facts) reads the log again. Written by hand (drizzle has no triggers).
CREATE OR REPLACE FUNCTION tcg_match_card_facts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tcg_match_card_facts WHERE match_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tcg_match_card_facts_forget AFTER UPDATE OF ptcgl_log_text, games ON tcg_matches
  FOR EACH ROW WHEN (OLD.ptcgl_log_text IS DISTINCT FROM NEW.ptcgl_log_text OR OLD.games::text IS DISTINCT FROM NEW.games::text)
  EXECUTE FUNCTION tcg_match_card_facts_forget();--> statement-breakpoint
-- The backfill's scan: the matches that keep a log, by id (all players) and by player (one player's missing facts).
CREATE INDEX IF NOT EXISTS "tcg_matches_with_log_idx" ON "tcg_matches" ("user_id", "id") WHERE "ptcgl_log_text" IS NOT NULL;
