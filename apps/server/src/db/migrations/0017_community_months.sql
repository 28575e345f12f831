-- Hand-edited: writers wait while the tables, functions and backfill are made (as in 0008), so no match write can fall
-- between the backfill and the new `community_tcg_apply`'s first call.
LOCK TABLE "tcg_matches" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "community_category_month_weeks" (
	"start_day" date NOT NULL,
	"category_id" uuid NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_category_month_weeks_start_day_category_id_pk" PRIMARY KEY("start_day","category_id")
);
--> statement-breakpoint
CREATE TABLE "community_player_years" (
	"year" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "community_player_years_year_user_id_pk" PRIMARY KEY("year","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_tcg_month_weeks" (
	"start_day" date NOT NULL,
	"player_category_id" uuid NOT NULL,
	"opponent_category_id" uuid NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_tcg_month_weeks_start_day_player_category_id_opponent_category_id_pk" PRIMARY KEY("start_day","player_category_id","opponent_category_id")
);
--> statement-breakpoint
CREATE TABLE "community_tcg_year_to_date" (
	"month" date NOT NULL,
	"player_category_id" uuid NOT NULL,
	"opponent_category_id" uuid NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_tcg_year_to_date_month_player_category_id_opponent_category_id_pk" PRIMARY KEY("month","player_category_id","opponent_category_id")
);
--> statement-breakpoint
-- Hand-edited from here to the end: the roll-ups of the community aggregates (schema/community.ts), kept by the
-- statement-level triggers of migration 0008 through `community_tcg_apply`, and the backfill.
-- Room on each page for the next versions of its rows: the triggers rewrite these rows all the time (a year-to-date
-- row with every write to its month or an earlier one), and an update that fits on its page stays there (HOT), so
-- the rows a window reads together stay on a few pages instead of scattering over the table (with the key-ordered
-- backfill: a window's read at 1,000,000 matches went from 6-8 ms to 2-3 ms).
ALTER TABLE "community_tcg_year_to_date" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "community_tcg_month_weeks" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "community_tcg_daily" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "community_category_month_weeks" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "community_player_years" SET (fillfactor = 70);--> statement-breakpoint
-- The first day of a day's month-week: the days an ISO week (Monday to Sunday) shares with one calendar month. Over
-- timestamp without time zone, so the answer does not depend on the session's time zone.
CREATE FUNCTION "community_month_week"("d" date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT greatest(date_trunc('week', "d"::timestamp), date_trunc('month', "d"::timestamp))::date
$$;--> statement-breakpoint
-- A day's bit in its year's community_player_years.days: bit n (from the left, as get_bit counts) = 1 January + n.
CREATE FUNCTION "community_day_bit"("d" date) RETURNS bit(366) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT B'1'::bit(366) >> ("d" - make_date(extract(year FROM "d")::int, 1, 1))
$$;--> statement-breakpoint
-- As in 0008 (one signed element per match side), plus the month-week, year-to-date, category month-week and
-- player-year rows. Every table is written in the same order by every statement, each in key order, so concurrent
-- statements lock shared rows in one order. A year-to-date row takes the changes of its month and the months before
-- it in its year (a change to March adds to March … December: at most 12 rows a pair). The player-year bits follow
-- the player-day rows this statement changed (their new counts come back from the upsert): a day whose count is now
-- above 0 sets its bit, one back at 0 clears it: the sets in one upsert in key order, which locks every row touched,
-- then the clears by an UPDATE of rows already locked.
CREATE OR REPLACE FUNCTION "community_tcg_apply"(
	"c_day" date[], "c_user" uuid[], "c_player" uuid[], "c_opponent" uuid[], "c_win" int[], "c_loss" int[], "c_tie" int[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"changed_day" date[];
	"changed_user" uuid[];
	"changed_played" boolean[];
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
	INSERT INTO "community_tcg_month_weeks" AS a ("start_day", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT "community_month_week"(x.d), x.p, x.o, sum(x.w), sum(x.l), sum(x.t)
	FROM unnest("c_day", "c_player", "c_opponent", "c_win", "c_loss", "c_tie") AS x(d, p, o, w, l, t)
	GROUP BY 1, 2, 3 HAVING sum(x.w) <> 0 OR sum(x.l) <> 0 OR sum(x.t) <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("start_day", "player_category_id", "opponent_category_id") DO UPDATE
	SET "wins" = a."wins" + excluded."wins", "losses" = a."losses" + excluded."losses", "ties" = a."ties" + excluded."ties";
	-- Year to date: each month's net change added to the rows of that month to December of its year. Targets whose
	-- net change is 0 are left alone (a missing row reads as 0, which is then right too).
	INSERT INTO "community_tcg_year_to_date" AS a ("month", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT g.m::date, x.p, x.o, sum(x.w), sum(x.l), sum(x.t)
	FROM (
		SELECT date_trunc('month', y.d::timestamp) AS m, y.p, y.o, sum(y.w) AS w, sum(y.l) AS l, sum(y.t) AS t
		FROM unnest("c_day", "c_player", "c_opponent", "c_win", "c_loss", "c_tie") AS y(d, p, o, w, l, t)
		GROUP BY 1, 2, 3
	) AS x
	CROSS JOIN LATERAL generate_series(x.m, date_trunc('year', x.m) + interval '11 months', interval '1 month') AS g(m)
	GROUP BY 1, 2, 3 HAVING sum(x.w) <> 0 OR sum(x.l) <> 0 OR sum(x.t) <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("month", "player_category_id", "opponent_category_id") DO UPDATE
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
	INSERT INTO "community_category_month_weeks" AS a ("start_day", "category_id", "appearances")
	SELECT "community_month_week"(x.d), x.c, sum(x.n)
	FROM (
		SELECT d, p AS c, w + l + t AS n FROM unnest("c_day", "c_player", "c_win", "c_loss", "c_tie") AS y(d, p, w, l, t)
		UNION ALL
		SELECT d, o, w + l + t FROM unnest("c_day", "c_opponent", "c_win", "c_loss", "c_tie") AS z(d, o, w, l, t)
	) AS x
	GROUP BY 1, 2 HAVING sum(x.n) <> 0 ORDER BY 1, 2
	ON CONFLICT ("start_day", "category_id") DO UPDATE SET "appearances" = a."appearances" + excluded."appearances";
	WITH "changed" AS (
		INSERT INTO "community_player_days" AS a ("day", "user_id", "matches")
		SELECT x.d, x.u, sum(x.w + x.l + x.t)
		FROM unnest("c_day", "c_user", "c_win", "c_loss", "c_tie") AS x(d, u, w, l, t)
		GROUP BY x.d, x.u HAVING sum(x.w + x.l + x.t) <> 0 ORDER BY x.d, x.u
		ON CONFLICT ("day", "user_id") DO UPDATE SET "matches" = a."matches" + excluded."matches"
		RETURNING a."day", a."user_id", a."matches"
	)
	SELECT array_agg("day"), array_agg("user_id"), array_agg("matches" > 0)
	INTO "changed_day", "changed_user", "changed_played" FROM "changed";
	IF "changed_day" IS NOT NULL THEN
		INSERT INTO "community_player_years" AS a ("year", "user_id", "days")
		SELECT extract(year FROM x.d)::int, x.u,
			coalesce(bit_or("community_day_bit"(x.d)) FILTER (WHERE x.played), B'0'::bit(366))
		FROM unnest("changed_day", "changed_user", "changed_played") AS x(d, u, played)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("year", "user_id") DO UPDATE SET "days" = a."days" | excluded."days";
		UPDATE "community_player_years" AS a SET "days" = a."days" & ~c.cleared
		FROM (
			SELECT extract(year FROM x.d)::int AS y, x.u, bit_or("community_day_bit"(x.d)) AS cleared
			FROM unnest("changed_day", "changed_user", "changed_played") AS x(d, u, played)
			WHERE NOT x.played GROUP BY 1, 2
		) AS c
		WHERE a."year" = c.y AND a."user_id" = c.u;
	END IF;
	INSERT INTO "community_players" AS a ("user_id", "matches")
	SELECT x.u, sum(x.w + x.l + x.t)
	FROM unnest("c_user", "c_win", "c_loss", "c_tie") AS x(u, w, l, t)
	GROUP BY x.u HAVING sum(x.w + x.l + x.t) <> 0 ORDER BY x.u
	ON CONFLICT ("user_id") DO UPDATE SET "matches" = a."matches" + excluded."matches";
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_matches_community_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "community_tcg_daily";
	DELETE FROM "community_tcg_month_weeks";
	DELETE FROM "community_tcg_year_to_date";
	DELETE FROM "community_tcg_totals";
	DELETE FROM "community_category_days";
	DELETE FROM "community_category_month_weeks";
	DELETE FROM "community_player_days";
	DELETE FROM "community_player_years";
	DELETE FROM "community_players";
	UPDATE "deck_names" SET "matches" = 0 WHERE "matches" <> 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The roll-ups again from the day rows (community_rebuild after it has filled them, and the backfill below), in key
-- order, so the rows a window reads together sit together.
CREATE FUNCTION "community_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "community_tcg_month_weeks";
	DELETE FROM "community_tcg_year_to_date";
	DELETE FROM "community_category_month_weeks";
	DELETE FROM "community_player_years";
	INSERT INTO "community_tcg_month_weeks" ("start_day", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT "community_month_week"("day"), "player_category_id", "opponent_category_id", sum("wins"), sum("losses"), sum("ties")
	FROM "community_tcg_daily" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
	-- Year to date: the running sum over the months of each year, from a pair's first month with rows in that year to
	-- December (earlier months read as 0 without a row).
	INSERT INTO "community_tcg_year_to_date" ("month", "player_category_id", "opponent_category_id", "wins", "losses", "ties")
	SELECT g.m::date, f.p, f.o,
		sum(coalesce(m.w, 0)) OVER w, sum(coalesce(m.l, 0)) OVER w, sum(coalesce(m.t, 0)) OVER w
	FROM (
		SELECT min(date_trunc('month', "start_day"::timestamp)) AS first, "player_category_id" AS p, "opponent_category_id" AS o
		FROM "community_tcg_month_weeks" GROUP BY date_trunc('year', "start_day"::timestamp), 2, 3
	) AS f
	CROSS JOIN LATERAL generate_series(f.first, date_trunc('year', f.first) + interval '11 months', interval '1 month') AS g(m)
	LEFT JOIN (
		SELECT date_trunc('month', "start_day"::timestamp) AS m, "player_category_id" AS p, "opponent_category_id" AS o,
			sum("wins") AS w, sum("losses") AS l, sum("ties") AS t
		FROM "community_tcg_month_weeks" GROUP BY 1, 2, 3
	) AS m ON m.m = g.m AND m.p = f.p AND m.o = f.o
	WINDOW w AS (PARTITION BY f.p, f.o, f.first ORDER BY g.m)
	ORDER BY 1, 2, 3;
	INSERT INTO "community_category_month_weeks" ("start_day", "category_id", "appearances")
	SELECT "community_month_week"("day"), "category_id", sum("appearances") FROM "community_category_days"
	GROUP BY 1, 2 ORDER BY 1, 2;
	INSERT INTO "community_player_years" ("year", "user_id", "days")
	SELECT extract(year FROM "day")::int, "user_id",
		coalesce(bit_or("community_day_bit"("day")) FILTER (WHERE "matches" > 0), B'0'::bit(366))
	FROM "community_player_days" GROUP BY 1, 2 ORDER BY 1, 2;
END;
$$;--> statement-breakpoint
-- As in 0008 (every figure again from the matches), with the roll-ups made from the day rows at the end.
CREATE OR REPLACE FUNCTION "community_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
	PERFORM "community_rollups_rebuild"();
	DELETE FROM "deck_names";
	INSERT INTO "deck_names" ("key", "name", "matches")
	SELECT lower(btrim(n)), min(btrim(n)), count(*)
	FROM (SELECT "deck_name" AS n FROM "tcg_matches" UNION ALL SELECT "opponent_deck" FROM "tcg_matches") AS x
	WHERE btrim(n) <> '' GROUP BY 1;
END;
$$;--> statement-breakpoint
-- The pair rows of a date window (modules/community/windowPieces.ts): year-to-date, month-week and day rows added and
-- taken away. A function only to run its query without parallel workers: the planner picks them for these bitmap
-- scans of a few thousand rows, and starting them costs more (~10 ms on two cores) than the whole read; SET LOCAL
-- would take a transaction and three more round trips.
CREATE FUNCTION "community_window_pairs"(
	"plus_year_to_date" date[], "plus_month_weeks" date[], "plus_days" date[],
	"minus_year_to_date" date[], "minus_month_weeks" date[], "minus_days" date[]
) RETURNS TABLE ("player_category_id" uuid, "opponent_category_id" uuid, "wins" int, "losses" int, "ties" int)
LANGUAGE sql STABLE SET "max_parallel_workers_per_gather" = 0 AS $$
	SELECT x.p, x.o, sum(x.w)::int, sum(x.l)::int, sum(x.t)::int FROM (
		SELECT "player_category_id" AS p, "opponent_category_id" AS o, "wins" AS w, "losses" AS l, "ties" AS t
		FROM "community_tcg_year_to_date" WHERE "month" = ANY("plus_year_to_date")
		UNION ALL
		SELECT "player_category_id", "opponent_category_id", "wins", "losses", "ties"
		FROM "community_tcg_month_weeks" WHERE "start_day" = ANY("plus_month_weeks")
		UNION ALL
		SELECT "player_category_id", "opponent_category_id", "wins", "losses", "ties"
		FROM "community_tcg_daily" WHERE "day" = ANY("plus_days")
		UNION ALL
		SELECT "player_category_id", "opponent_category_id", -"wins", -"losses", -"ties"
		FROM "community_tcg_year_to_date" WHERE "month" = ANY("minus_year_to_date")
		UNION ALL
		SELECT "player_category_id", "opponent_category_id", -"wins", -"losses", -"ties"
		FROM "community_tcg_month_weeks" WHERE "start_day" = ANY("minus_month_weeks")
		UNION ALL
		SELECT "player_category_id", "opponent_category_id", -"wins", -"losses", -"ties"
		FROM "community_tcg_daily" WHERE "day" = ANY("minus_days")
	) AS x
	GROUP BY x.p, x.o HAVING sum(x.w) <> 0 OR sum(x.l) <> 0 OR sum(x.t) <> 0
$$;--> statement-breakpoint
-- The backfill: the roll-ups of the day rows the triggers have kept so far.
SELECT "community_rollups_rebuild"();
