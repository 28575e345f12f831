CREATE TABLE "community_card_counts" (
	"category_id" uuid NOT NULL,
	"card" text NOT NULL,
	"g1" integer DEFAULT 0 NOT NULL,
	"w1" integer DEFAULT 0 NOT NULL,
	"g2" integer DEFAULT 0 NOT NULL,
	"w2" integer DEFAULT 0 NOT NULL,
	"g3" integer DEFAULT 0 NOT NULL,
	"w3" integer DEFAULT 0 NOT NULL,
	"ga" integer DEFAULT 0 NOT NULL,
	"wa" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_card_counts_category_id_card_pk" PRIMARY KEY("category_id","card")
);
--> statement-breakpoint
CREATE TABLE "community_card_games" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tcg_match_card_facts" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"games" jsonb NOT NULL,
	"counted_player_category" uuid,
	"counted_opponent_category" uuid,
	"counted_results" text[]
);
--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ADD CONSTRAINT "tcg_match_card_facts_match_id_tcg_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tcg_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ADD CONSTRAINT "tcg_match_card_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_match_card_facts_user_idx" ON "tcg_match_card_facts" USING btree ("user_id");--> statement-breakpoint
-- Hand-written from here to the end (drizzle has no triggers or functions).
-- Issue 30: card facts are derived from the match's kept log and zipped with its games; when either changes, the
-- facts go and the backfill (modules/card-facts) reads the log again.
CREATE OR REPLACE FUNCTION "tcg_match_card_facts_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "tcg_match_card_facts" WHERE "match_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tcg_match_card_facts_forget" AFTER UPDATE OF "ptcgl_log_text", "games" ON "tcg_matches"
	FOR EACH ROW WHEN (OLD."ptcgl_log_text" IS DISTINCT FROM NEW."ptcgl_log_text" OR OLD."games"::text IS DISTINCT FROM NEW."games"::text)
	EXECUTE FUNCTION "tcg_match_card_facts_forget"();--> statement-breakpoint
-- The backfill's scan: the matches that keep a log, by player.
CREATE INDEX IF NOT EXISTS "tcg_matches_with_log_idx" ON "tcg_matches" ("user_id", "id") WHERE "ptcgl_log_text" IS NOT NULL;--> statement-breakpoint
-- Community card counts (schema/cardFacts.ts): one facts row's games added (s = 1) or taken out (s = -1), your cards
-- under your deck's archetype `pc` (won: the game's result is 'win'), the opponent's under theirs `oc` (won: 'loss').
-- A card counts in bucket k when its first use (element 1 of [card, first, uses]) was in its player's turn k or before.
CREATE FUNCTION "community_cards_apply"("s" int, "pc" uuid, "oc" uuid, "results" text[], "facts" jsonb)
RETURNS void LANGUAGE sql AS $$
	WITH "g" AS (
		SELECT x."f", x."i" FROM jsonb_array_elements("facts") WITH ORDINALITY AS x("f", "i")
		WHERE jsonb_typeof(x."f") = 'object' AND "results"[x."i"] IN ('win', 'loss')
	), "sides" AS (
		SELECT "pc" AS "cat", "results"["i"] = 'win' AS "won", "f"->'you' AS "cards" FROM "g" WHERE "pc" IS NOT NULL
		UNION ALL
		SELECT "oc", "results"["i"] = 'loss', "f"->'opp' FROM "g" WHERE "oc" IS NOT NULL
	), "totals" AS (
		INSERT INTO "community_card_games" AS a ("category_id", "games", "wins")
		SELECT "cat", "s" * count(*), "s" * count(*) FILTER (WHERE "won") FROM "sides" GROUP BY "cat"
		ON CONFLICT ("category_id") DO UPDATE SET "games" = a."games" + excluded."games", "wins" = a."wins" + excluded."wins"
		RETURNING 1
	)
	INSERT INTO "community_card_counts" AS a ("category_id", "card", "g1", "w1", "g2", "w2", "g3", "w3", "ga", "wa")
	SELECT "cat", c->>0,
		"s" * count(*) FILTER (WHERE (c->>1)::int <= 1), "s" * count(*) FILTER (WHERE (c->>1)::int <= 1 AND "won"),
		"s" * count(*) FILTER (WHERE (c->>1)::int <= 2), "s" * count(*) FILTER (WHERE (c->>1)::int <= 2 AND "won"),
		"s" * count(*) FILTER (WHERE (c->>1)::int <= 3), "s" * count(*) FILTER (WHERE (c->>1)::int <= 3 AND "won"),
		"s" * count(*), "s" * count(*) FILTER (WHERE "won")
	FROM "sides", jsonb_array_elements("sides"."cards") AS c
	WHERE jsonb_typeof(c->1) = 'number'
	GROUP BY "cat", c->>0
	ON CONFLICT ("category_id", "card") DO UPDATE SET
		"g1" = a."g1" + excluded."g1", "w1" = a."w1" + excluded."w1", "g2" = a."g2" + excluded."g2",
		"w2" = a."w2" + excluded."w2", "g3" = a."g3" + excluded."g3", "w3" = a."w3" + excluded."w3",
		"ga" = a."ga" + excluded."ga", "wa" = a."wa" + excluded."wa";
$$;--> statement-breakpoint
-- A facts row written (inserted or read again): what it counted leaves, and it counts again with its match's current
-- archetypes, results and sharing; the row keeps what it counted with.
CREATE FUNCTION "tcg_match_card_facts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."counted_results" IS NOT NULL THEN
		PERFORM "community_cards_apply"(-1, OLD."counted_player_category", OLD."counted_opponent_category",
			OLD."counted_results", OLD."games");
	END IF;
	SELECT t."community", t."player_category_id", t."opponent_category_id",
		ARRAY(SELECT e->>'result' FROM json_array_elements(t."games") AS e) AS "results"
	INTO m FROM "tcg_matches" AS t WHERE t."id" = NEW."match_id";
	IF FOUND AND m."community" AND (m."player_category_id" IS NOT NULL OR m."opponent_category_id" IS NOT NULL) THEN
		NEW."counted_player_category" := m."player_category_id";
		NEW."counted_opponent_category" := m."opponent_category_id";
		NEW."counted_results" := m."results";
		PERFORM "community_cards_apply"(1, m."player_category_id", m."opponent_category_id", m."results", NEW."games");
	ELSE
		NEW."counted_player_category" := NULL;
		NEW."counted_opponent_category" := NULL;
		NEW."counted_results" := NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tcg_match_card_facts_count" BEFORE INSERT OR UPDATE ON "tcg_match_card_facts"
	FOR EACH ROW EXECUTE FUNCTION "tcg_match_card_facts_count"();--> statement-breakpoint
CREATE FUNCTION "tcg_match_card_facts_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."counted_results" IS NOT NULL THEN
		PERFORM "community_cards_apply"(-1, OLD."counted_player_category", OLD."counted_opponent_category",
			OLD."counted_results", OLD."games");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tcg_match_card_facts_uncount" AFTER DELETE ON "tcg_match_card_facts"
	FOR EACH ROW EXECUTE FUNCTION "tcg_match_card_facts_uncount"();--> statement-breakpoint
-- A match moved to other archetypes (re-categorisation, a merge) or in or out of sharing: its facts count again.
CREATE FUNCTION "tcg_match_card_facts_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tcg_match_card_facts" SET "version" = "version" WHERE "match_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tcg_match_card_facts_recount" AFTER UPDATE OF "community", "player_category_id", "opponent_category_id" ON "tcg_matches"
	FOR EACH ROW WHEN (OLD."community" IS DISTINCT FROM NEW."community"
		OR OLD."player_category_id" IS DISTINCT FROM NEW."player_category_id"
		OR OLD."opponent_category_id" IS DISTINCT FROM NEW."opponent_category_id")
	EXECUTE FUNCTION "tcg_match_card_facts_recount"();
--> statement-breakpoint
-- A truncate of the facts (never the app's, a maintenance statement) takes the community card counts with it.
CREATE FUNCTION "tcg_match_card_facts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "community_card_counts";
	DELETE FROM "community_card_games";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tcg_match_card_facts_truncated" AFTER TRUNCATE ON "tcg_match_card_facts"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_card_facts_truncated"();
