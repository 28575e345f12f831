CREATE TABLE "vgc_match_user_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_match_user_counts_check" CHECK ("vgc_match_user_counts"."won" between 0 and "vgc_match_user_counts"."matches")
);
--> statement-breakpoint
CREATE TABLE "vgc_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"player_team" text[] DEFAULT '{}'::text[] NOT NULL,
	"opponent_team" text[] DEFAULT '{}'::text[] NOT NULL,
	"player_team_key" text DEFAULT '' NOT NULL,
	"opponent_team_key" text DEFAULT '' NOT NULL,
	"opponent_name" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"best_of" smallint DEFAULT 1 NOT NULL,
	"date" date NOT NULL,
	"replay_link" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vgc_matches_best_of_check" CHECK ("vgc_matches"."best_of" in (1, 3)),
	CONSTRAINT "vgc_matches_result_check" CHECK ("vgc_matches"."result" in ('win', 'loss', 'tie'))
);
--> statement-breakpoint
ALTER TABLE "vgc_match_user_counts" ADD CONSTRAINT "vgc_match_user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD CONSTRAINT "vgc_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD CONSTRAINT "vgc_matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vgc_matches_user_date_idx" ON "vgc_matches" USING btree ("user_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"wins","losses");--> statement-breakpoint
CREATE INDEX "vgc_matches_user_team_key_idx" ON "vgc_matches" USING btree ("user_id","player_team_key","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_team_id_idx" ON "vgc_matches" USING btree ("user_id","team_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_opponent_asc_idx" ON "vgc_matches" USING btree ("user_id",nullif(lower("opponent_name"), '') asc nulls last,"opponent_name","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_opponent_desc_idx" ON "vgc_matches" USING btree ("user_id",nullif(lower("opponent_name"), '') desc nulls last,"opponent_name" DESC NULLS LAST,"date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_opponent_name_trgm_idx" ON "vgc_matches" USING gin ("user_id","opponent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_notes_trgm_idx" ON "vgc_matches" USING gin ("user_id","notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vgc_matches_user_format_trgm_idx" ON "vgc_matches" USING gin ("user_id","format" gin_trgm_ops);--> statement-breakpoint
-- Hand-edited from here to the end: the VGC match counts, kept exact by statement-level triggers in the writing
-- transaction exactly as 0003 (match_counts, the global counter's 'vgc' row) and 0004 (per-user counts) do for TCG.
-- The table is new and empty, so nothing needs backfilling.
CREATE FUNCTION "vgc_match_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = "count" + (SELECT count(*) FROM "inserted_rows") WHERE "game" = 'vgc';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_match_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = "count" - (SELECT count(*) FROM "deleted_rows") WHERE "game" = 'vgc';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_match_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = 0 WHERE "game" = 'vgc';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vgc_matches_count_inserted" AFTER INSERT ON "vgc_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_count_deleted" AFTER DELETE ON "vgc_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_count_truncated" AFTER TRUNCATE ON "vgc_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_counts_truncated"();--> statement-breakpoint
-- Per-user counts: upserted in user_id order so two multi-user statements lock counts rows in the same order. A match
-- is won when its game wins exceed its losses (core listResult).
CREATE FUNCTION "vgc_match_user_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "vgc_match_user_counts" AS c ("user_id", "matches", "won")
	SELECT "user_id", count(*), count(*) FILTER (WHERE "wins" > "losses") FROM "inserted_rows" GROUP BY "user_id" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "matches" = c."matches" + excluded."matches", "won" = c."won" + excluded."won";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update only moves counts when it changes a match's owner or whether it was won; a notes edit writes nothing.
-- The net change is applied with UPDATE (an upsert's candidate row could hold a negative change and fail the CHECK),
-- after making sure every new owner has a row.
CREATE FUNCTION "vgc_match_user_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "vgc_match_user_counts" ("user_id")
	SELECT DISTINCT "user_id" FROM "inserted_rows" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO NOTHING;
	UPDATE "vgc_match_user_counts" AS c SET "matches" = c."matches" + d."matches", "won" = c."won" + d."won"
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
CREATE FUNCTION "vgc_match_user_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "vgc_match_user_counts" AS c SET "matches" = c."matches" - d."matches", "won" = c."won" - d."won"
	FROM (
		SELECT "user_id", count(*) AS "matches", count(*) FILTER (WHERE "wins" > "losses") AS "won"
		FROM "deleted_rows" GROUP BY "user_id"
	) AS d
	WHERE c."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_match_user_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "vgc_match_user_counts";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_counts_inserted" AFTER INSERT ON "vgc_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_counts_updated" AFTER UPDATE ON "vgc_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_counts_deleted" AFTER DELETE ON "vgc_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_counts_truncated" AFTER TRUNCATE ON "vgc_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_counts_truncated"();
