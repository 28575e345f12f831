-- Hand-written (issue 18): signed-in requests read their session from memory (modules/auth/sessionCache.ts), so
-- every change to a user row or a session, by whichever writer (any instance, the CLI, an admin, a cascade), tells
-- every instance at commit: a notification on channel trainerlog_auth carrying the user id. Listeners drop what they
-- kept of that user. Identical notifications of one transaction are delivered once.
CREATE FUNCTION "trainerlog_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('trainerlog_auth', OLD.id::text);
	ELSE
		PERFORM pg_notify('trainerlog_auth', OLD.user_id::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_auth_change" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "trainerlog_notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth_change" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "trainerlog_notify_auth_change"();
--> statement-breakpoint
-- Signed-in answers kept in memory (http/userAnswers.ts) move on notifications on channel trainerlog_data: the user
-- whose matches, decks or teams a statement wrote (one notification per user and transaction; `*` past 100 users,
-- as a recategorisation may write), or `*` for what any player's answers may read (seasons, match groups and
-- their shares). Statement-level, so an import of thousands of matches notifies once.
CREATE FUNCTION "trainerlog_notify_data_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	users_changed integer;
BEGIN
	SELECT count(DISTINCT user_id) INTO users_changed FROM changed;
	IF users_changed > 100 THEN
		PERFORM pg_notify('trainerlog_data', '*');
	ELSE
		PERFORM pg_notify('trainerlog_data', u::text) FROM (SELECT DISTINCT user_id AS u FROM changed) d;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trainerlog_notify_data_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('trainerlog_data', '*');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tcg_matches_notify_insert" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_notify_update" AFTER UPDATE ON "tcg_matches" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_notify_delete" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_notify_insert" AFTER INSERT ON "vgc_matches" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_notify_update" AFTER UPDATE ON "vgc_matches" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "vgc_matches_notify_delete" AFTER DELETE ON "vgc_matches" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "decks_notify_insert" AFTER INSERT ON "decks" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "decks_notify_update" AFTER UPDATE ON "decks" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "decks_notify_delete" AFTER DELETE ON "decks" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_insert" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_update" AFTER UPDATE ON "teams" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_delete" AFTER DELETE ON "teams" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_rows"();--> statement-breakpoint
CREATE TRIGGER "seasons_notify" AFTER INSERT OR UPDATE OR DELETE ON "seasons"
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_all"();--> statement-breakpoint
CREATE TRIGGER "match_groups_notify" AFTER INSERT OR UPDATE OR DELETE ON "match_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_all"();--> statement-breakpoint
CREATE TRIGGER "match_group_tcg_matches_notify" AFTER INSERT OR UPDATE OR DELETE ON "match_group_tcg_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_all"();--> statement-breakpoint
CREATE TRIGGER "match_group_vgc_matches_notify" AFTER INSERT OR UPDATE OR DELETE ON "match_group_vgc_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_all"();--> statement-breakpoint
CREATE TRIGGER "match_group_shares_notify" AFTER INSERT OR UPDATE OR DELETE ON "match_group_shares"
	FOR EACH STATEMENT EXECUTE FUNCTION "trainerlog_notify_data_all"();
