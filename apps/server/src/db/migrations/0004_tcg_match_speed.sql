-- Hand-edited: btree_gin (contrib, trusted like pg_trgm) lets a trigram GIN index lead with user_id, so a user's
-- list search reads only that user's posting lists instead of every player's matching rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Hand-edited: writers wait while the triggers are created and the counts backfilled, so no insert or delete can
-- fall between the backfill and the first trigger firing.
LOCK TABLE "tcg_matches" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "tcg_match_user_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tcg_match_user_counts_check" CHECK ("tcg_match_user_counts"."won" between 0 and "tcg_match_user_counts"."matches")
);
--> statement-breakpoint
DROP INDEX "tcg_matches_opponent_deck_trgm_idx";--> statement-breakpoint
ALTER TABLE "tcg_match_user_counts" ADD CONSTRAINT "tcg_match_user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The two dashboard indexes of 0003 again, with results (and the opponent deck) trailing the key for index-only scans.
DROP INDEX "tcg_matches_user_date_idx";--> statement-breakpoint
CREATE INDEX "tcg_matches_user_date_idx" ON "tcg_matches" USING btree ("user_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"wins","losses");--> statement-breakpoint
DROP INDEX "tcg_matches_user_deck_date_idx";--> statement-breakpoint
CREATE INDEX "tcg_matches_user_deck_date_idx" ON "tcg_matches" USING btree ("user_id","deck_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"wins","losses","opponent_deck");--> statement-breakpoint
CREATE INDEX "tcg_matches_user_deck_name_asc_idx" ON "tcg_matches" USING btree ("user_id",lower("deck_name"),"deck_name","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tcg_matches_user_deck_name_desc_idx" ON "tcg_matches" USING btree ("user_id",lower("deck_name") desc nulls last,"deck_name" DESC NULLS LAST,"date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tcg_matches_user_opponent_deck_trgm_idx" ON "tcg_matches" USING gin ("user_id","opponent_deck" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tcg_matches_user_notes_trgm_idx" ON "tcg_matches" USING gin ("user_id","notes" gin_trgm_ops);--> statement-breakpoint
-- Hand-edited from here to the end: the per-user counts, kept exact by statement-level triggers in the writing
-- transaction (like match_counts in 0003). A match is won when its game wins exceed its losses (core listResult).
-- Rows are upserted in user_id order so two multi-user statements lock counts rows in the same order.
CREATE FUNCTION "tcg_match_user_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tcg_match_user_counts" AS c ("user_id", "matches", "won")
	SELECT "user_id", count(*), count(*) FILTER (WHERE "wins" > "losses") FROM "inserted_rows" GROUP BY "user_id" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "matches" = c."matches" + excluded."matches", "won" = c."won" + excluded."won";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update only moves counts when it changes a match's owner or whether it was won; a notes edit writes nothing.
-- The net change is applied with UPDATE (an upsert's candidate row could hold a negative change and fail the CHECK),
-- after making sure every new owner has a row.
CREATE FUNCTION "tcg_match_user_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tcg_match_user_counts" ("user_id")
	SELECT DISTINCT "user_id" FROM "inserted_rows" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO NOTHING;
	UPDATE "tcg_match_user_counts" AS c SET "matches" = c."matches" + d."matches", "won" = c."won" + d."won"
	FROM (
		SELECT "user_id", sum("matches") AS "matches", sum("won") AS "won" FROM (
			SELECT "user_id", -1 AS "matches", CASE WHEN "wins" > "losses" THEN -1 ELSE 0 END AS "won" FROM "deleted_rows"
			UNION ALL
			SELECT "user_id", 1, CASE WHEN "wins" > "losses" THEN 1 ELSE 0 END FROM "inserted_rows"
		) AS changes
		GROUP BY "user_id" HAVING sum("matches") <> 0 OR sum("won") <> 0
	) AS d
	WHERE c."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update, never an upsert: when a user's account is deleted its counts row may already be gone with it.
CREATE FUNCTION "tcg_match_user_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tcg_match_user_counts" AS c SET "matches" = c."matches" - d."matches", "won" = c."won" - d."won"
	FROM (
		SELECT "user_id", count(*) AS "matches", count(*) FILTER (WHERE "wins" > "losses") AS "won"
		FROM "deleted_rows" GROUP BY "user_id"
	) AS d
	WHERE c."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_match_user_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "tcg_match_user_counts";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_counts_inserted" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_counts_updated" AFTER UPDATE ON "tcg_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_counts_deleted" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_counts_truncated" AFTER TRUNCATE ON "tcg_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_counts_truncated"();--> statement-breakpoint
INSERT INTO "tcg_match_user_counts" ("user_id", "matches", "won")
SELECT "user_id", count(*), count(*) FILTER (WHERE "wins" > "losses") FROM "tcg_matches" GROUP BY "user_id";
