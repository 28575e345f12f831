CREATE TABLE "tcg_deck_matchups" (
	"user_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"opponent_key" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"name" text,
	"newest_date" date,
	"newest_created_at" timestamp with time zone,
	"newest_id" uuid,
	CONSTRAINT "tcg_deck_matchups_user_id_deck_id_opponent_key_pk" PRIMARY KEY("user_id","deck_id","opponent_key")
);
--> statement-breakpoint
ALTER TABLE "tcg_deck_matchups" ADD CONSTRAINT "tcg_deck_matchups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The matchups of each deck (issue 18: the dashboard's active deck grouped every match of the deck on every load),
-- kept by statement-level triggers with transition tables in the writing transaction, like 0016.
-- A group is (user, deck, lower(btrim(opponent deck))), as core matchupStats and the summary grouped them; a match is
-- won when its game wins exceed its losses; `name` is the opponent deck as the newest match of the group spells it
-- (trimmed), newest by (date, created_at, id) descending — the list's order. Matches without a deck are not kept.
--
-- Applies signed changes, one element per match counted in (+1) or out (-1); `c_won` is the sign when the match was
-- won, else 0. Counts are upserted in key order (concurrent statements lock shared rows in the same order); a row
-- counted in that is newer than the group's newest names the group. When a group's newest match is counted out (an
-- edit or a delete), its newest is read again from the matches, which hold the statement's changes by now. Groups
-- that reach zero matches are removed. Changes of a user that no longer exists are dropped (an account deleted: the
-- cascades may delete its matches after its kept rows).
CREATE FUNCTION "tcg_deck_matchups_apply"(
	"c_user" uuid[], "c_deck" uuid[], "c_opponent" text[], "c_date" date[], "c_created" timestamptz[], "c_id" uuid[],
	"c_sign" int[], "c_won" int[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "c_user" IS NULL THEN
		RETURN;
	END IF;
	WITH "x" AS (
		SELECT x.u, x.d, lower(btrim(x.o)) AS k, btrim(x.o) AS name, x.day, x.created, x.id, x.s, x.w
		FROM unnest("c_user", "c_deck", "c_opponent", "c_date", "c_created", "c_id", "c_sign", "c_won")
			AS x(u, d, o, day, created, id, s, w)
		WHERE x.d IS NOT NULL
	), "sums" AS (
		SELECT u, d, k, sum(s)::int AS n, sum(w)::int AS w FROM "x" GROUP BY u, d, k
	), "newest" AS (
		SELECT DISTINCT ON (u, d, k) u, d, k, name, day, created, id
		FROM "x" WHERE s > 0 ORDER BY u, d, k, day DESC, created DESC, id DESC
	)
	INSERT INTO "tcg_deck_matchups" AS a
		("user_id", "deck_id", "opponent_key", "matches", "won", "name", "newest_date", "newest_created_at", "newest_id")
	SELECT s.u, s.d, s.k, s.n, s.w, n.name, n.day, n.created, n.id
	FROM "sums" AS s LEFT JOIN "newest" AS n ON n.u = s.u AND n.d = s.d AND n.k = s.k
	WHERE (s.n <> 0 OR s.w <> 0 OR n.id IS NOT NULL) AND EXISTS (SELECT 1 FROM "users" WHERE "id" = s.u)
	ORDER BY s.u, s.d, s.k
	ON CONFLICT ("user_id", "deck_id", "opponent_key") DO UPDATE
	SET "matches" = a."matches" + excluded."matches", "won" = a."won" + excluded."won",
		"name" = CASE WHEN excluded."newest_id" IS NOT NULL AND (a."newest_id" IS NULL OR
			(excluded."newest_date", excluded."newest_created_at", excluded."newest_id") >
			(a."newest_date", a."newest_created_at", a."newest_id")) THEN excluded."name" ELSE a."name" END,
		"newest_date" = CASE WHEN excluded."newest_id" IS NOT NULL AND (a."newest_id" IS NULL OR
			(excluded."newest_date", excluded."newest_created_at", excluded."newest_id") >
			(a."newest_date", a."newest_created_at", a."newest_id")) THEN excluded."newest_date" ELSE a."newest_date" END,
		"newest_created_at" = CASE WHEN excluded."newest_id" IS NOT NULL AND (a."newest_id" IS NULL OR
			(excluded."newest_date", excluded."newest_created_at", excluded."newest_id") >
			(a."newest_date", a."newest_created_at", a."newest_id")) THEN excluded."newest_created_at"
			ELSE a."newest_created_at" END,
		"newest_id" = CASE WHEN excluded."newest_id" IS NOT NULL AND (a."newest_id" IS NULL OR
			(excluded."newest_date", excluded."newest_created_at", excluded."newest_id") >
			(a."newest_date", a."newest_created_at", a."newest_id")) THEN excluded."newest_id" ELSE a."newest_id" END;
	IF NOT (-1 = ANY("c_sign")) THEN
		RETURN;
	END IF;
	DELETE FROM "tcg_deck_matchups" AS a
	USING (
		SELECT DISTINCT x.u, x.d, lower(btrim(x.o)) AS k
		FROM unnest("c_user", "c_deck", "c_opponent", "c_sign") AS x(u, d, o, s)
		WHERE x.s < 0 AND x.d IS NOT NULL
	) AS g
	WHERE a."user_id" = g.u AND a."deck_id" = g.d AND a."opponent_key" = g.k AND a."matches" = 0;
	UPDATE "tcg_deck_matchups" AS a
	SET ("name", "newest_date", "newest_created_at", "newest_id") = (
		SELECT btrim(m."opponent_deck"), m."date", m."created_at", m."id"
		FROM "tcg_matches" AS m
		WHERE m."user_id" = a."user_id" AND m."deck_id" = a."deck_id"
			AND lower(btrim(m."opponent_deck")) = a."opponent_key"
		ORDER BY m."date" DESC, m."created_at" DESC, m."id" DESC
		LIMIT 1)
	FROM (
		SELECT DISTINCT x.u, x.d, lower(btrim(x.o)) AS k, x.id
		FROM unnest("c_user", "c_deck", "c_opponent", "c_id", "c_sign") AS x(u, d, o, id, s)
		WHERE x.s < 0 AND x.d IS NOT NULL
	) AS gone
	WHERE a."user_id" = gone.u AND a."deck_id" = gone.d AND a."opponent_key" = gone.k AND a."newest_id" = gone.id;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_deck_matchups_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "tcg_deck_matchups_apply"(
		array_agg("user_id"), array_agg("deck_id"), array_agg("opponent_deck"), array_agg("date"),
		array_agg("created_at"), array_agg("id"), array_agg(1), array_agg(("wins" > "losses")::int))
	FROM "inserted_rows";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update counts the old rows out and the new rows in. Deleting a deck sets its matches' deck_id to null (ON DELETE
-- SET NULL), which fires this trigger and counts them out of the deck's rows.
CREATE FUNCTION "tcg_matches_deck_matchups_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "tcg_deck_matchups_apply"(
		array_agg(c."user_id"), array_agg(c."deck_id"), array_agg(c."opponent_deck"), array_agg(c."date"),
		array_agg(c."created_at"), array_agg(c."id"), array_agg(c.s), array_agg(c.s * (c."wins" > c."losses")::int))
	FROM (
		SELECT -1 AS s, "user_id", "deck_id", "opponent_deck", "date", "created_at", "id", "wins", "losses"
		FROM "deleted_rows"
		UNION ALL
		SELECT 1, "user_id", "deck_id", "opponent_deck", "date", "created_at", "id", "wins", "losses"
		FROM "inserted_rows"
	) AS c;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_deck_matchups_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "tcg_deck_matchups_apply"(
		array_agg("user_id"), array_agg("deck_id"), array_agg("opponent_deck"), array_agg("date"),
		array_agg("created_at"), array_agg("id"), array_agg(-1), array_agg(-("wins" > "losses")::int))
	FROM "deleted_rows";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_deck_matchups_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "tcg_deck_matchups";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every group again from the matches (the backfill below; a bench that bulk-loads with triggers off may call it too).
CREATE FUNCTION "tcg_deck_matchups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "tcg_deck_matchups";
	INSERT INTO "tcg_deck_matchups"
		("user_id", "deck_id", "opponent_key", "matches", "won", "name", "newest_date", "newest_created_at", "newest_id")
	SELECT g."user_id", g."deck_id", g.k, g.n, g.w, n.name, n."date", n."created_at", n."id"
	FROM (
		SELECT "user_id", "deck_id", lower(btrim("opponent_deck")) AS k, count(*) AS n,
			count(*) FILTER (WHERE "wins" > "losses") AS w
		FROM "tcg_matches" WHERE "deck_id" IS NOT NULL GROUP BY 1, 2, 3
	) AS g
	JOIN (
		SELECT DISTINCT ON ("user_id", "deck_id", lower(btrim("opponent_deck")))
			"user_id", "deck_id", lower(btrim("opponent_deck")) AS k, btrim("opponent_deck") AS name, "date",
			"created_at", "id"
		FROM "tcg_matches" WHERE "deck_id" IS NOT NULL
		ORDER BY "user_id", "deck_id", lower(btrim("opponent_deck")), "date" DESC, "created_at" DESC, "id" DESC
	) AS n ON n."user_id" = g."user_id" AND n."deck_id" = g."deck_id" AND n.k = g.k;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tcg_matches_deck_matchups_inserted" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_deck_matchups_inserted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_deck_matchups_updated" AFTER UPDATE ON "tcg_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_deck_matchups_updated"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_deck_matchups_deleted" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_deck_matchups_deleted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_deck_matchups_truncated" AFTER TRUNCATE ON "tcg_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_deck_matchups_truncated"();--> statement-breakpoint
SELECT "tcg_deck_matchups_rebuild"();
