CREATE TABLE "match_counts" (
	"game" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tcg_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"deck_id" uuid,
	"deck_name" text NOT NULL,
	"opponent_deck" text NOT NULL,
	"opponent_deck_variant" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"games" json DEFAULT '[]'::json NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"result" text NOT NULL,
	"import_source" text,
	"ptcgl_log_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tcg_matches_format_check" CHECK ("tcg_matches"."format" in ('Bo1', 'Bo3')),
	CONSTRAINT "tcg_matches_result_check" CHECK ("tcg_matches"."result" in ('win', 'loss', 'tie'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_dates_check" CHECK ("seasons"."end_date" >= "seasons"."start_date")
);
--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_matches_user_date_idx" ON "tcg_matches" USING btree ("user_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tcg_matches_user_deck_date_idx" ON "tcg_matches" USING btree ("user_id","deck_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tcg_matches_opponent_deck_trgm_idx" ON "tcg_matches" USING gin (lower("opponent_deck") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current_key" ON "seasons" USING btree ("is_current") WHERE "seasons"."is_current";--> statement-breakpoint
CREATE INDEX "seasons_start_date_idx" ON "seasons" USING btree ("start_date" DESC NULLS LAST);--> statement-breakpoint
-- Hand-edited from here to the end: the exact match counts behind GET /api/stats/global-counts. One row per game,
-- changed by statement-level triggers in the writing transaction (so a count never disagrees with committed rows);
-- transition tables count a whole multi-row statement (a user's cascade delete, an import) with one update.
-- The vgc row stays 0 until the VGC match table adds its triggers.
INSERT INTO "match_counts" ("game", "count") VALUES ('tcg', 0), ('vgc', 0);--> statement-breakpoint
CREATE FUNCTION "tcg_match_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = "count" + (SELECT count(*) FROM "inserted_rows") WHERE "game" = 'tcg';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_match_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = "count" - (SELECT count(*) FROM "deleted_rows") WHERE "game" = 'tcg';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tcg_match_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "match_counts" SET "count" = 0 WHERE "game" = 'tcg';
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tcg_matches_count_inserted" AFTER INSERT ON "tcg_matches" REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_count_deleted" AFTER DELETE ON "tcg_matches" REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "tcg_matches_count_truncated" AFTER TRUNCATE ON "tcg_matches"
	FOR EACH STATEMENT EXECUTE FUNCTION "tcg_match_counts_truncated"();
