ALTER TABLE "tcg_match_user_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vgc_match_user_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-edited from here to the end: the player's match stamp (apps/server/src/modules/personal-analytics/playerStamp.ts).
-- Every statement that inserts, updates or deletes a player's matches adds one to the version of their counts row, in
-- the writing transaction, so personal analytics know in one index lookup whether anything of the player's changed.
-- Separate triggers from the counts' own (0004, 0006), named to fire after them (triggers fire in name order), so the
-- counts row of a new player already exists; rows are locked in user_id order, as the counts triggers lock them.
CREATE FUNCTION "tcg_match_user_version_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tcg_match_user_counts" AS c ("user_id", "version")
	SELECT DISTINCT "user_id", 1 FROM "inserted_rows" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "version" = c."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_match_user_version_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tcg_match_user_counts" AS c ("user_id", "version")
	SELECT "user_id", 1 FROM (SELECT "user_id" FROM "deleted_rows" UNION SELECT "user_id" FROM "inserted_rows") AS u
	ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "version" = c."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update, never an upsert: when a user's account is deleted its counts row may already be gone with it.
CREATE FUNCTION "tcg_match_user_version_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tcg_match_user_counts" AS c SET "version" = c."version" + 1
	FROM (SELECT DISTINCT "user_id" FROM "deleted_rows") AS d WHERE c."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_version_inserted" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_version_inserted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_version_updated" AFTER UPDATE ON "tcg_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_version_updated"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_user_version_deleted" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_user_version_deleted"();--> statement-breakpoint
CREATE FUNCTION "vgc_match_user_version_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "vgc_match_user_counts" AS c ("user_id", "version")
	SELECT DISTINCT "user_id", 1 FROM "inserted_rows" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "version" = c."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_match_user_version_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "vgc_match_user_counts" AS c ("user_id", "version")
	SELECT "user_id", 1 FROM (SELECT "user_id" FROM "deleted_rows" UNION SELECT "user_id" FROM "inserted_rows") AS u
	ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "version" = c."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vgc_match_user_version_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "vgc_match_user_counts" AS c SET "version" = c."version" + 1
	FROM (SELECT DISTINCT "user_id" FROM "deleted_rows") AS d WHERE c."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_version_inserted" AFTER INSERT ON "vgc_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_version_inserted"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_version_updated" AFTER UPDATE ON "vgc_matches"
	REFERENCING OLD TABLE AS "deleted_rows" NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_version_updated"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_user_version_deleted" AFTER DELETE ON "vgc_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "vgc_match_user_version_deleted"();
