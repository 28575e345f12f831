-- One TCG match created in one statement (issue 18, mixed traffic): the API create reads what the write depends on
-- first, without locks (the owner's community setting, the category rules' version, the deck's row version), computes
-- the match's columns, then inserts with this function as the value of user_id. Evaluated before the row goes in, it
-- takes the locks every TCG match write takes, in their order (the shared category lock `p_lock_key`, the global TCG
-- count row; modules/deck-categories/rules.ts lockForMatchWrite), then reads the same things again — each statement of
-- a volatile function sees what committed before it, so after the waits — under the share locks a write holds them
-- with, and raises SQLSTATE TLW01 when any of them moved, so the caller writes through the transaction instead.
-- The whole statement commits on its own: no round trip to the app while the count row is held.
CREATE FUNCTION "tcg_match_write_checked"(
	"p_lock_key" bigint, "p_user" uuid, "p_community" boolean, "p_version" bigint, "p_deck" uuid,
	"p_deck_version" text
) RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"v_opt_out" boolean;
	"v_version" bigint;
	"v_deck_version" text;
BEGIN
	PERFORM pg_advisory_xact_lock_shared("p_lock_key");
	PERFORM 1 FROM "match_counts" WHERE "game" = 'tcg' FOR NO KEY UPDATE;
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
