-- Hand-edited: writers wait while the columns, triggers and backfill are made, so no match write can fall between the
-- backfill and the first trigger firing.
LOCK TABLE "tcg_matches" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "community_category_days" (
	"day" date NOT NULL,
	"category_id" uuid NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_category_days_day_category_id_pk" PRIMARY KEY("day","category_id")
);
--> statement-breakpoint
CREATE TABLE "community_player_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_player_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_tcg_daily" (
	"day" date NOT NULL,
	"player_category_id" uuid NOT NULL,
	"opponent_category_id" uuid NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_tcg_daily_day_player_category_id_opponent_category_id_pk" PRIMARY KEY("day","player_category_id","opponent_category_id")
);
--> statement-breakpoint
CREATE TABLE "community_tcg_totals" (
	"player_category_id" uuid NOT NULL,
	"opponent_category_id" uuid NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_tcg_totals_player_category_id_opponent_category_id_pk" PRIMARY KEY("player_category_id","opponent_category_id")
);
--> statement-breakpoint
CREATE TABLE "deck_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sprites" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"core_cards" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_category_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_name_assignments" (
	"key" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_names" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "community_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "player_category_id" uuid;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "opponent_category_id" uuid;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "community" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_name_assignments" ADD CONSTRAINT "deck_name_assignments_category_id_deck_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."deck_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_categories_name_lower_key" ON "deck_categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_player_category_id_deck_categories_id_fk" FOREIGN KEY ("player_category_id") REFERENCES "public"."deck_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_opponent_category_id_deck_categories_id_fk" FOREIGN KEY ("opponent_category_id") REFERENCES "public"."deck_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_matches_opponent_deck_key_idx" ON "tcg_matches" USING btree (lower(btrim("opponent_deck")));--> statement-breakpoint
CREATE INDEX "tcg_matches_deck_name_key_idx" ON "tcg_matches" USING btree (lower(btrim("deck_name")));--> statement-breakpoint
-- Hand-edited from here to the end: the community aggregates and the deck-name counts, kept exact by statement-level
-- triggers with transition tables in the writing transaction (like 0004 and 0006).
-- Counted matches are those with "community" set (the owner has not opted out; the server sets it on insert and flips
-- it for all of a user's matches when the setting changes, and the update trigger moves the figures). A match's
-- result column (win/loss/tie, from the player's seat) is its outcome; category ids are stored with the nil uuid for
-- "uncategorised" so they can be part of the keys.
INSERT INTO "deck_category_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Applies signed changes, one element per match side of a statement: +1 in the win, loss or tie array for a match
-- counted in, -1 for one counted out. Changes that cancel (a notes edit) write nothing. Keys are upserted in order so
-- concurrent statements lock shared rows in the same order. No CHECKs on these tables: an upsert's candidate row may
-- hold a negative change.
CREATE FUNCTION "community_tcg_apply"(
	"c_day" date[], "c_user" uuid[], "c_player" uuid[], "c_opponent" uuid[], "c_win" int[], "c_loss" int[], "c_tie" int[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "c_day" IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO "community_tcg_daily" AS a ("day", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT x.d, x.p, x.o, sum(x.w), sum(x.l), sum(x.t)
	FROM unnest("c_day", "c_player", "c_opponent", "c_win", "c_loss", "c_tie") AS x(d, p, o, w, l, t)
	GROUP BY x.d, x.p, x.o HAVING sum(x.w) <> 0 OR sum(x.l) <> 0 OR sum(x.t) <> 0 ORDER BY x.d, x.p, x.o
	ON CONFLICT ("day", "player_category_id", "opponent_category_id") DO UPDATE
	SET "wins" = a."wins" + excluded."wins", "losses" = a."losses" + excluded."losses", "ties" = a."ties" + excluded."ties";
	INSERT INTO "community_tcg_totals" AS a ("player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT x.p, x.o, sum(x.w), sum(x.l), sum(x.t)
	FROM unnest("c_player", "c_opponent", "c_win", "c_loss", "c_tie") AS x(p, o, w, l, t)
	GROUP BY x.p, x.o HAVING sum(x.w) <> 0 OR sum(x.l) <> 0 OR sum(x.t) <> 0 ORDER BY x.p, x.o
	ON CONFLICT ("player_category_id", "opponent_category_id") DO UPDATE
	SET "wins" = a."wins" + excluded."wins", "losses" = a."losses" + excluded."losses", "ties" = a."ties" + excluded."ties";
	INSERT INTO "community_category_days" AS a ("day", "category_id", "appearances")
	SELECT x.d, x.c, sum(x.n)
	FROM (
		SELECT d, p AS c, w + l + t AS n FROM unnest("c_day", "c_player", "c_win", "c_loss", "c_tie") AS y(d, p, w, l, t)
		UNION ALL
		SELECT d, o, w + l + t FROM unnest("c_day", "c_opponent", "c_win", "c_loss", "c_tie") AS z(d, o, w, l, t)
	) AS x
	GROUP BY x.d, x.c HAVING sum(x.n) <> 0 ORDER BY x.d, x.c
	ON CONFLICT ("day", "category_id") DO UPDATE SET "appearances" = a."appearances" + excluded."appearances";
	INSERT INTO "community_player_days" AS a ("day", "user_id", "matches")
	SELECT x.d, x.u, sum(x.w + x.l + x.t)
	FROM unnest("c_day", "c_user", "c_win", "c_loss", "c_tie") AS x(d, u, w, l, t)
	GROUP BY x.d, x.u HAVING sum(x.w + x.l + x.t) <> 0 ORDER BY x.d, x.u
	ON CONFLICT ("day", "user_id") DO UPDATE SET "matches" = a."matches" + excluded."matches";
	INSERT INTO "community_players" AS a ("user_id", "matches")
	SELECT x.u, sum(x.w + x.l + x.t)
	FROM unnest("c_user", "c_win", "c_loss", "c_tie") AS x(u, w, l, t)
	GROUP BY x.u HAVING sum(x.w + x.l + x.t) <> 0 ORDER BY x.u
	ON CONFLICT ("user_id") DO UPDATE SET "matches" = a."matches" + excluded."matches";
END;
$$;--> statement-breakpoint
-- Signed deck-name appearances (both sides, blank names left out). New keys are inserted at 0 first (the spelling of
-- the statement's first row in key order), then the net change is applied with UPDATE.
CREATE FUNCTION "deck_names_apply"("c_name" text[], "c_sign" int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "c_name" IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO "deck_names" ("key", "name", "matches")
	SELECT lower(btrim(x.n)), min(btrim(x.n)), 0 FROM unnest("c_name", "c_sign") AS x(n, s)
	WHERE btrim(x.n) <> '' AND x.s > 0 GROUP BY lower(btrim(x.n)) ORDER BY lower(btrim(x.n))
	ON CONFLICT ("key") DO NOTHING;
	UPDATE "deck_names" AS a SET "matches" = a."matches" + d.n
	FROM (
		SELECT lower(btrim(x.n)) AS k, sum(x.s) AS n FROM unnest("c_name", "c_sign") AS x(n, s)
		WHERE btrim(x.n) <> '' GROUP BY lower(btrim(x.n)) HAVING sum(x.s) <> 0
	) AS d
	WHERE a."key" = d.k;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_community_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "community_tcg_apply"(
		array_agg("date"), array_agg("user_id"),
		array_agg(coalesce("player_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(coalesce("opponent_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(("result" = 'win')::int), array_agg(("result" = 'loss')::int), array_agg(("result" = 'tie')::int))
	FROM "inserted_rows" WHERE "community";
	PERFORM "deck_names_apply"(array_agg(n), array_agg(1))
	FROM (SELECT "deck_name" AS n FROM "inserted_rows" UNION ALL SELECT "opponent_deck" FROM "inserted_rows") AS x;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update counts the old rows out and the new rows in; what cancels (no counted column changed) writes nothing.
CREATE FUNCTION "tcg_matches_community_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "community_tcg_apply"(
		array_agg(c."date"), array_agg(c."user_id"),
		array_agg(coalesce(c."player_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(coalesce(c."opponent_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(c.s * (c."result" = 'win')::int), array_agg(c.s * (c."result" = 'loss')::int),
		array_agg(c.s * (c."result" = 'tie')::int))
	FROM (
		SELECT -1 AS s, "date", "user_id", "player_category_id", "opponent_category_id", "result"
		FROM "deleted_rows" WHERE "community"
		UNION ALL
		SELECT 1, "date", "user_id", "player_category_id", "opponent_category_id", "result"
		FROM "inserted_rows" WHERE "community"
	) AS c;
	PERFORM "deck_names_apply"(array_agg(x.n), array_agg(x.s))
	FROM (
		SELECT d."deck_name" AS n, -1 AS s FROM "deleted_rows" AS d
		UNION ALL SELECT d."opponent_deck", -1 FROM "deleted_rows" AS d
		UNION ALL SELECT i."deck_name", 1 FROM "inserted_rows" AS i
		UNION ALL SELECT i."opponent_deck", 1 FROM "inserted_rows" AS i
	) AS x;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_community_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "community_tcg_apply"(
		array_agg("date"), array_agg("user_id"),
		array_agg(coalesce("player_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(coalesce("opponent_category_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(-("result" = 'win')::int), array_agg(-("result" = 'loss')::int), array_agg(-("result" = 'tie')::int))
	FROM "deleted_rows" WHERE "community";
	PERFORM "deck_names_apply"(array_agg(n), array_agg(-1))
	FROM (SELECT "deck_name" AS n FROM "deleted_rows" UNION ALL SELECT "opponent_deck" FROM "deleted_rows") AS x;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_matches_community_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "community_tcg_daily";
	DELETE FROM "community_tcg_totals";
	DELETE FROM "community_category_days";
	DELETE FROM "community_player_days";
	DELETE FROM "community_players";
	UPDATE "deck_names" SET "matches" = 0 WHERE "matches" <> 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every figure again from the matches (the backfill below; a bench that bulk-loads with triggers off calls it too).
CREATE FUNCTION "community_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "community_tcg_daily";
	DELETE FROM "community_tcg_totals";
	DELETE FROM "community_category_days";
	DELETE FROM "community_player_days";
	DELETE FROM "community_players";
	INSERT INTO "community_tcg_daily" ("day", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT "date", coalesce("player_category_id", '00000000-0000-0000-0000-000000000000'),
		coalesce("opponent_category_id", '00000000-0000-0000-0000-000000000000'),
		count(*) FILTER (WHERE "result" = 'win'), count(*) FILTER (WHERE "result" = 'loss'),
		count(*) FILTER (WHERE "result" = 'tie')
	FROM "tcg_matches" WHERE "community" GROUP BY 1, 2, 3;
	INSERT INTO "community_tcg_totals" ("player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT "player_category_id", "opponent_category_id", sum("wins"), sum("losses"), sum("ties")
	FROM "community_tcg_daily" GROUP BY 1, 2;
	INSERT INTO "community_category_days" ("day", "category_id", "appearances")
	SELECT "day", c, sum(n) FROM (
		SELECT "day", "player_category_id" AS c, "wins" + "losses" + "ties" AS n FROM "community_tcg_daily"
		UNION ALL
		SELECT "day", "opponent_category_id", "wins" + "losses" + "ties" FROM "community_tcg_daily"
	) AS x GROUP BY 1, 2;
	INSERT INTO "community_player_days" ("day", "user_id", "matches")
	SELECT "date", "user_id", count(*) FROM "tcg_matches" WHERE "community" GROUP BY 1, 2;
	INSERT INTO "community_players" ("user_id", "matches")
	SELECT "user_id", sum("matches") FROM "community_player_days" GROUP BY 1;
	DELETE FROM "deck_names";
	INSERT INTO "deck_names" ("key", "name", "matches")
	SELECT lower(btrim(n)), min(btrim(n)), count(*)
	FROM (SELECT "deck_name" AS n FROM "tcg_matches" UNION ALL SELECT "opponent_deck" FROM "tcg_matches") AS x
	WHERE btrim(n) <> '' GROUP BY 1;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tcg_matches_community_inserted" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_community_inserted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_community_updated" AFTER UPDATE ON "tcg_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_community_updated"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_community_deleted" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_community_deleted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_community_truncated" AFTER TRUNCATE ON "tcg_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_matches_community_truncated"();--> statement-breakpoint
SELECT "community_rebuild"();
