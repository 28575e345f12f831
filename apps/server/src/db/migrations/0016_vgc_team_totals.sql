-- Hand-edited: writers wait while the tables, triggers and backfill are made, so no match write can fall between the
-- backfill and the first trigger firing.
LOCK TABLE "vgc_matches" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "vgc_match_user_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_match_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_lead_pairs" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"pair" text NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_lead_pairs_user_id_team_id_team_key_pair_pk" PRIMARY KEY("user_id","team_id","team_key","pair")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_opponents" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"opponent_key" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_opponents_user_id_team_id_team_key_opponent_key_pk" PRIMARY KEY("user_id","team_id","team_key","opponent_key")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_totals" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_totals_user_id_team_id_team_key_pk" PRIMARY KEY("user_id","team_id","team_key")
);
--> statement-breakpoint
ALTER TABLE "vgc_match_user_days" ADD CONSTRAINT "vgc_match_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_lead_pairs" ADD CONSTRAINT "vgc_team_lead_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_opponents" ADD CONSTRAINT "vgc_team_opponents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_totals" ADD CONSTRAINT "vgc_team_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-edited from here to the end: the per-team figures and per-day records (schema/vgcMatches.ts), kept exact by
-- statement-level triggers with transition tables in the writing transaction (like 0006 and 0008), so the summary and
-- team statistics read a handful of rows per player instead of every match (issue 18).
-- Keys: the match's team id (the nil uuid for none, so it can be part of a key) and its player team key; a team's
-- figures are summed at read time over the rows with its id or its key (summary.ts). A match is won when its game wins
-- exceed its losses (core listResult). Blank opponent keys are not kept (the count reads non-blank keys only).
-- No CHECKs on these tables: an upsert's candidate row may hold a negative change.
--
-- Applies signed changes, one element per match counted in (+1) or out (-1); `c_won` is the sign when the match was
-- won, else 0; `c_pairs` is a JSON array holding each change's lead_pairs (a text array per match, of any length).
-- Changes that cancel (an edit of notes, or of nothing counted) write nothing. Keys are upserted in order so
-- concurrent statements lock shared rows in the same order. Changes of a user that no longer exists are dropped: when
-- an account is deleted, cascades may move its matches (a team deleted sets their team_id to null) before or after
-- its figures are deleted, and all its figures go with it anyway.
CREATE FUNCTION "vgc_team_figures_apply"(
	"c_user" uuid[], "c_team" uuid[], "c_key" text[], "c_opponent" text[], "c_day" date[], "c_sign" int[],
	"c_won" int[], "c_pairs" jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "c_user" IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO "vgc_team_totals" AS a ("user_id", "team_id", "team_key", "matches", "won")
	SELECT x.u, x.t, x.k, sum(x.s), sum(x.w)
	FROM unnest("c_user", "c_team", "c_key", "c_sign", "c_won") AS x(u, t, k, s, w)
	GROUP BY x.u, x.t, x.k
	HAVING (sum(x.s) <> 0 OR sum(x.w) <> 0) AND EXISTS (SELECT 1 FROM "users" WHERE "id" = x.u)
	ORDER BY x.u, x.t, x.k
	ON CONFLICT ("user_id", "team_id", "team_key") DO UPDATE
	SET "matches" = a."matches" + excluded."matches", "won" = a."won" + excluded."won";
	INSERT INTO "vgc_team_opponents" AS a ("user_id", "team_id", "team_key", "opponent_key", "matches")
	SELECT x.u, x.t, x.k, x.o, sum(x.s)
	FROM unnest("c_user", "c_team", "c_key", "c_opponent", "c_sign") AS x(u, t, k, o, s)
	WHERE x.o <> ''
	GROUP BY x.u, x.t, x.k, x.o
	HAVING sum(x.s) <> 0 AND EXISTS (SELECT 1 FROM "users" WHERE "id" = x.u)
	ORDER BY x.u, x.t, x.k, x.o
	ON CONFLICT ("user_id", "team_id", "team_key", "opponent_key") DO UPDATE
	SET "matches" = a."matches" + excluded."matches";
	INSERT INTO "vgc_team_lead_pairs" AS a ("user_id", "team_id", "team_key", "pair", "games")
	SELECT x.u, x.t, x.k, p.pair, sum(x.s)
	FROM unnest("c_user", "c_team", "c_key", "c_sign") WITH ORDINALITY AS x(u, t, k, s, n)
	CROSS JOIN LATERAL jsonb_array_elements_text("c_pairs" -> (x.n::int - 1)) AS p(pair)
	GROUP BY x.u, x.t, x.k, p.pair
	HAVING sum(x.s) <> 0 AND EXISTS (SELECT 1 FROM "users" WHERE "id" = x.u)
	ORDER BY x.u, x.t, x.k, p.pair
	ON CONFLICT ("user_id", "team_id", "team_key", "pair") DO UPDATE SET "games" = a."games" + excluded."games";
	INSERT INTO "vgc_match_user_days" AS a ("user_id", "day", "matches", "won")
	SELECT x.u, x.d, sum(x.s), sum(x.w)
	FROM unnest("c_user", "c_day", "c_sign", "c_won") AS x(u, d, s, w)
	GROUP BY x.u, x.d
	HAVING (sum(x.s) <> 0 OR sum(x.w) <> 0) AND EXISTS (SELECT 1 FROM "users" WHERE "id" = x.u)
	ORDER BY x.u, x.d
	ON CONFLICT ("user_id", "day") DO UPDATE
	SET "matches" = a."matches" + excluded."matches", "won" = a."won" + excluded."won";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_matches_team_figures_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "vgc_team_figures_apply"(
		array_agg("user_id"), array_agg(coalesce("team_id", '00000000-0000-0000-0000-000000000000')),
		array_agg("player_team_key"), array_agg("opponent_team_key"), array_agg("date"), array_agg(1),
		array_agg(("wins" > "losses")::int), jsonb_agg("lead_pairs"))
	FROM "inserted_rows";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update counts the old rows out and the new rows in. Deleting a team sets its matches' team_id to null (ON
-- DELETE SET NULL), which fires this trigger and moves their figures to the nil uuid's rows.
CREATE FUNCTION "vgc_matches_team_figures_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "vgc_team_figures_apply"(
		array_agg(c."user_id"), array_agg(coalesce(c."team_id", '00000000-0000-0000-0000-000000000000')),
		array_agg(c."player_team_key"), array_agg(c."opponent_team_key"), array_agg(c."date"), array_agg(c.s),
		array_agg(c.s * (c."wins" > c."losses")::int), jsonb_agg(c."lead_pairs"))
	FROM (
		SELECT -1 AS s, "user_id", "team_id", "player_team_key", "opponent_team_key", "date", "wins", "losses",
			"lead_pairs"
		FROM "deleted_rows"
		UNION ALL
		SELECT 1, "user_id", "team_id", "player_team_key", "opponent_team_key", "date", "wins", "losses", "lead_pairs"
		FROM "inserted_rows"
	) AS c;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_matches_team_figures_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "vgc_team_figures_apply"(
		array_agg("user_id"), array_agg(coalesce("team_id", '00000000-0000-0000-0000-000000000000')),
		array_agg("player_team_key"), array_agg("opponent_team_key"), array_agg("date"), array_agg(-1),
		array_agg(-("wins" > "losses")::int), jsonb_agg("lead_pairs"))
	FROM "deleted_rows";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_matches_team_figures_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "vgc_team_totals";
	DELETE FROM "vgc_team_opponents";
	DELETE FROM "vgc_team_lead_pairs";
	DELETE FROM "vgc_match_user_days";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every figure again from the matches (the backfill below; a bench that bulk-loads with triggers off may call it too).
CREATE FUNCTION "vgc_team_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "vgc_team_totals";
	DELETE FROM "vgc_team_opponents";
	DELETE FROM "vgc_team_lead_pairs";
	DELETE FROM "vgc_match_user_days";
	INSERT INTO "vgc_team_totals" ("user_id", "team_id", "team_key", "matches", "won")
	SELECT "user_id", coalesce("team_id", '00000000-0000-0000-0000-000000000000'), "player_team_key", count(*),
		count(*) FILTER (WHERE "wins" > "losses")
	FROM "vgc_matches" GROUP BY 1, 2, 3;
	INSERT INTO "vgc_team_opponents" ("user_id", "team_id", "team_key", "opponent_key", "matches")
	SELECT "user_id", coalesce("team_id", '00000000-0000-0000-0000-000000000000'), "player_team_key",
		"opponent_team_key", count(*)
	FROM "vgc_matches" WHERE "opponent_team_key" <> '' GROUP BY 1, 2, 3, 4;
	INSERT INTO "vgc_team_lead_pairs" ("user_id", "team_id", "team_key", "pair", "games")
	SELECT m."user_id", coalesce(m."team_id", '00000000-0000-0000-0000-000000000000'), m."player_team_key", p.pair,
		count(*)
	FROM "vgc_matches" AS m CROSS JOIN LATERAL unnest(m."lead_pairs") AS p(pair) GROUP BY 1, 2, 3, 4;
	INSERT INTO "vgc_match_user_days" ("user_id", "day", "matches", "won")
	SELECT "user_id", "date", count(*), count(*) FILTER (WHERE "wins" > "losses") FROM "vgc_matches" GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vgc_matches_team_figures_inserted" AFTER INSERT ON "vgc_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_matches_team_figures_inserted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_team_figures_updated" AFTER UPDATE ON "vgc_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_matches_team_figures_updated"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_team_figures_deleted" AFTER DELETE ON "vgc_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_matches_team_figures_deleted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_team_figures_truncated" AFTER TRUNCATE ON "vgc_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_matches_team_figures_truncated"();--> statement-breakpoint
SELECT "vgc_team_figures_rebuild"();
