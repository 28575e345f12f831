-- Issue 30, the Cards view's speed: card facts kept packed (modules/card-facts/packed.ts). Each row's `games` jsonb
-- of objects named by card (369 bytes of JSON a game) becomes `facts`, a text of JSON arrays with cards as ids of
-- `tcg_card_names`: per game [you, opp, hand, mulligans, firstAttack, firstKnockOut, firstPrize, stage2ByTurn2 (0/1)],
-- you/opp as [[card id, first own turn, uses], …], hand as [card id, …]. A text is returned by PostgreSQL as it is
-- stored (jsonb is rebuilt as text on every read) and the ids are about a quarter of the bytes of the names.
-- The rows are converted here, not dropped: what they counted into the community card counts stays exactly as counted.
CREATE TABLE "tcg_card_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tcg_card_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "tcg_card_names_name_unique" UNIQUE("name")
);
--> statement-breakpoint
INSERT INTO "tcg_card_names" ("name")
SELECT DISTINCT n."name" FROM "tcg_match_card_facts" f, jsonb_array_elements(CASE WHEN jsonb_typeof(f."games") = 'array' THEN f."games" ELSE '[]'::jsonb END) AS g,
	LATERAL (
		SELECT c->>0 FROM jsonb_array_elements(g->'you') AS c UNION ALL
		SELECT c->>0 FROM jsonb_array_elements(g->'opp') AS c UNION ALL
		SELECT h FROM jsonb_array_elements_text(g->'hand') AS h
	) AS n("name")
WHERE jsonb_typeof(g) = 'object' AND n."name" IS NOT NULL
ORDER BY 1;
--> statement-breakpoint
-- One stored game in the packed form (the same text as packed.ts writes: JSON without spaces, numbers and nulls only).
CREATE FUNCTION "tcg_card_facts_packed_game"("g" jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN jsonb_typeof("g") <> 'object' THEN 'null'::jsonb ELSE jsonb_build_array(
		(SELECT coalesce(jsonb_agg(jsonb_build_array(n."id", c->1, c->2) ORDER BY k), '[]')
			FROM jsonb_array_elements("g"->'you') WITH ORDINALITY AS u(c, k) JOIN "tcg_card_names" n ON n."name" = c->>0),
		(SELECT coalesce(jsonb_agg(jsonb_build_array(n."id", c->1, c->2) ORDER BY k), '[]')
			FROM jsonb_array_elements("g"->'opp') WITH ORDINALITY AS u(c, k) JOIN "tcg_card_names" n ON n."name" = c->>0),
		(SELECT coalesce(jsonb_agg(n."id" ORDER BY k), '[]')
			FROM jsonb_array_elements_text("g"->'hand') WITH ORDINALITY AS h(c, k) JOIN "tcg_card_names" n ON n."name" = h.c),
		coalesce("g"->'mulligans', '0'), "g"->'firstAttack', "g"->'firstKnockOut', "g"->'firstPrize',
		CASE WHEN "g"->>'stage2ByTurn2' = 'true' THEN 1 ELSE 0 END)
	END
$$;--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ADD COLUMN "facts" text;--> statement-breakpoint
-- The facts are the same ones packed: their community counts stay as they are, so the count trigger stays out of it.
ALTER TABLE "tcg_match_card_facts" DISABLE TRIGGER "tcg_match_card_facts_count";--> statement-breakpoint
UPDATE "tcg_match_card_facts" f SET "facts" = replace(coalesce(
	(SELECT jsonb_agg("tcg_card_facts_packed_game"(g) ORDER BY i) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(f."games") = 'array' THEN f."games" ELSE '[]'::jsonb END) WITH ORDINALITY AS x(g, i)),
	'[]')::text, ' ', '');--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ENABLE TRIGGER "tcg_match_card_facts_count";--> statement-breakpoint
DROP FUNCTION "tcg_card_facts_packed_game"(jsonb);--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" ALTER COLUMN "facts" SET NOT NULL;--> statement-breakpoint
-- The community triggers read the packed form from here on (the functions of 0026, the same counts).
DROP FUNCTION "community_cards_apply"(int, uuid, uuid, text[], jsonb);--> statement-breakpoint
ALTER TABLE "tcg_match_card_facts" DROP COLUMN "games";--> statement-breakpoint
-- One packed facts row's games added (s = 1) or taken out (s = -1), as in 0026: your cards (element 0 of a game)
-- under your deck's archetype `pc`, the opponent's (element 1) under theirs `oc`; a card counts in bucket k when its
-- first use (element 1 of [card id, first, uses]) was in its player's turn k or before; counted by card name.
CREATE FUNCTION "community_cards_apply"("s" int, "pc" uuid, "oc" uuid, "results" text[], "packed" text)
RETURNS void LANGUAGE sql AS $$
	WITH "g" AS (
		SELECT x."f", x."i" FROM jsonb_array_elements("packed"::jsonb) WITH ORDINALITY AS x("f", "i")
		WHERE jsonb_typeof(x."f") = 'array' AND "results"[x."i"] IN ('win', 'loss')
	), "sides" AS (
		SELECT "pc" AS "cat", "results"["i"] = 'win' AS "won", "f"->0 AS "cards" FROM "g" WHERE "pc" IS NOT NULL
		UNION ALL
		SELECT "oc", "results"["i"] = 'loss', "f"->1 FROM "g" WHERE "oc" IS NOT NULL
	), "totals" AS (
		INSERT INTO "community_card_games" AS a ("category_id", "games", "wins")
		SELECT "cat", "s" * count(*), "s" * count(*) FILTER (WHERE "won") FROM "sides" GROUP BY "cat"
		ON CONFLICT ("category_id") DO UPDATE SET "games" = a."games" + excluded."games", "wins" = a."wins" + excluded."wins"
		RETURNING 1
	), "uses" AS (
		SELECT "cat", "won", (c->>0)::int AS "card", (c->>1)::int AS "first"
		FROM "sides", jsonb_array_elements("sides"."cards") AS c
		WHERE jsonb_typeof(c->1) = 'number'
	)
	INSERT INTO "community_card_counts" AS a ("category_id", "card", "g1", "w1", "g2", "w2", "g3", "w3", "ga", "wa")
	SELECT u."cat", n."name",
		"s" * count(*) FILTER (WHERE "first" <= 1), "s" * count(*) FILTER (WHERE "first" <= 1 AND "won"),
		"s" * count(*) FILTER (WHERE "first" <= 2), "s" * count(*) FILTER (WHERE "first" <= 2 AND "won"),
		"s" * count(*) FILTER (WHERE "first" <= 3), "s" * count(*) FILTER (WHERE "first" <= 3 AND "won"),
		"s" * count(*), "s" * count(*) FILTER (WHERE "won")
	FROM "uses" u JOIN "tcg_card_names" n ON n."id" = u."card"
	GROUP BY u."cat", n."name"
	ORDER BY u."cat", n."name"
	ON CONFLICT ("category_id", "card") DO UPDATE SET
		"g1" = a."g1" + excluded."g1", "w1" = a."w1" + excluded."w1", "g2" = a."g2" + excluded."g2",
		"w2" = a."w2" + excluded."w2", "g3" = a."g3" + excluded."g3", "w3" = a."w3" + excluded."w3",
		"ga" = a."ga" + excluded."ga", "wa" = a."wa" + excluded."wa";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_match_card_facts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."counted_results" IS NOT NULL THEN
		PERFORM "community_cards_apply"(-1, OLD."counted_player_category", OLD."counted_opponent_category",
			OLD."counted_results", OLD."facts");
	END IF;
	SELECT t."community", t."player_category_id", t."opponent_category_id",
		ARRAY(SELECT e->>'result' FROM json_array_elements(t."games") AS e) AS "results"
	INTO m FROM "tcg_matches" AS t WHERE t."id" = NEW."match_id";
	IF FOUND AND m."community" AND (m."player_category_id" IS NOT NULL OR m."opponent_category_id" IS NOT NULL) THEN
		NEW."counted_player_category" := m."player_category_id";
		NEW."counted_opponent_category" := m."opponent_category_id";
		NEW."counted_results" := m."results";
		PERFORM "community_cards_apply"(1, m."player_category_id", m."opponent_category_id", m."results", NEW."facts");
	ELSE
		NEW."counted_player_category" := NULL;
		NEW."counted_opponent_category" := NULL;
		NEW."counted_results" := NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_match_card_facts_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."counted_results" IS NOT NULL THEN
		PERFORM "community_cards_apply"(-1, OLD."counted_player_category", OLD."counted_opponent_category",
			OLD."counted_results", OLD."facts");
	END IF;
	RETURN NULL;
END $$;
