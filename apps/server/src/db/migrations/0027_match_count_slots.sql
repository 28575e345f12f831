-- Hand-written (issue 31, "Writes that scale"): the global match counts split into slots, and TCG creates ordered by a
-- shared lock instead of the global TCG count row.
--
-- Why: every TCG match write took the global TCG row of match_counts (FOR NO KEY UPDATE first, then the count
-- trigger's UPDATE) and held it to its commit, so every TCG write in the database ran one after another whatever the
-- number of app processes (≈300–400 creates/s on this machine, 1, 2 or 4 writer processes alike).
--
-- Counts: match_count_slots holds SLOTS (16) rows a game; a writing statement adds to the slot of its backend
-- (pg_backend_pid() modulo 16, so the connections of a pool, of several processes, mostly land on different rows) and
-- match_counts becomes a view summing each game's slots, read exactly as the table was (one row a game, an integer).
-- A slot alone may go negative (counted in through one backend, out through another); only the sum is a count.
--
-- Lock order: the count row was also the point where every TCG match write queued before touching any community row
-- (modules/deck-categories/rules.ts lockForMatchWrite: a transaction of several statements holding rows of its first
-- statement while waiting for rows of the next would otherwise deadlock with another writer). That order is kept by
-- an advisory lock, MATCH_WRITE_ORDER_KEY (6074315034853987397, 'TLMWRITE'): a transaction writing TCG matches (an
-- import, a sync, an edit, a delete, a recategorisation, a change of community sharing) takes it exclusively — one at
-- a time, exactly as on the count row — and the API's one-statement create (0020 tcg_match_write_checked) takes it
-- shared. Creates run alongside each other and not alongside those transactions; they cannot deadlock each other,
-- since one statement locks the rows it writes table by table in trigger order, each table's rows in key order (the
-- community and per-user upserts are ORDER BY), and holds nothing from an earlier statement.
--
-- VGC writes keep one slot (slot 0): the VGC count trigger fires first in every statement (name order), so its row is
-- what orders a VGC transaction's later statements; spreading it needs a lock order of its own first.
CREATE TABLE "match_count_slots" (
	"game" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_count_slots_game_slot_pk" PRIMARY KEY("game","slot")
);--> statement-breakpoint
INSERT INTO "match_count_slots" ("game", "slot", "count")
SELECT m."game", s, CASE WHEN s = 0 THEN m."count" ELSE 0 END
FROM "match_counts" m CROSS JOIN generate_series(0, 15) AS s;--> statement-breakpoint
DROP TABLE "match_counts";--> statement-breakpoint
CREATE VIEW "match_counts" AS
	SELECT "game", sum("count")::integer AS "count" FROM "match_count_slots" GROUP BY "game";--> statement-breakpoint
-- The slot of this backend: the same for every statement of a connection, so one connection's writes queue on one row.
CREATE FUNCTION "match_count_slot"() RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_match_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = "count" + (SELECT count(*) FROM "inserted_rows")
	WHERE "game" = 'tcg' AND "slot" = "match_count_slot"();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_match_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = "count" - (SELECT count(*) FROM "deleted_rows")
	WHERE "game" = 'tcg' AND "slot" = "match_count_slot"();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tcg_match_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = 0 WHERE "game" = 'tcg';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vgc_match_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = "count" + (SELECT count(*) FROM "inserted_rows")
	WHERE "game" = 'vgc' AND "slot" = 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vgc_match_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = "count" - (SELECT count(*) FROM "deleted_rows")
	WHERE "game" = 'vgc' AND "slot" = 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vgc_match_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_count_slots" SET "count" = 0 WHERE "game" = 'vgc';
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- As 0020, with the shared order lock in place of the count row (see above).
CREATE OR REPLACE FUNCTION "tcg_match_write_checked"(
	"p_lock_key" bigint, "p_user" uuid, "p_community" boolean, "p_version" bigint, "p_deck" uuid,
	"p_deck_version" text
) RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"v_opt_out" boolean;
	"v_version" bigint;
	"v_deck_version" text;
BEGIN
	PERFORM pg_advisory_xact_lock_shared("p_lock_key");
	PERFORM pg_advisory_xact_lock_shared(6074315034853987397);
	SELECT "community_opt_out" INTO "v_opt_out" FROM "users" WHERE "id" = "p_user" FOR SHARE;
	SELECT "version" INTO "v_version" FROM "deck_category_state";
	IF (NOT coalesce("v_opt_out", false)) IS DISTINCT FROM "p_community"
		OR coalesce("v_version", 0) IS DISTINCT FROM "p_version" THEN
		RAISE EXCEPTION 'match write context changed' USING ERRCODE = 'TLW01';
	END IF;
	IF "p_deck" IS NOT NULL THEN
		SELECT "xmin"::text INTO "v_deck_version" FROM "decks" WHERE "id" = "p_deck" AND "user_id" = "p_user" FOR KEY SHARE;
		IF "v_deck_version" IS DISTINCT FROM "p_deck_version" THEN
			RAISE EXCEPTION 'match write context changed' USING ERRCODE = 'TLW01';
		END IF;
	END IF;
	RETURN "p_user";
END;
$$;
