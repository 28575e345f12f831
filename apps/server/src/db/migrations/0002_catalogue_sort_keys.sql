CREATE TABLE "card_catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "card_catalogue_state_one_row" CHECK ("card_catalogue_state"."id" = 1)
);
--> statement-breakpoint
-- Hand-edited from here to the next comment: the state's one row, and the trigger raising its version with every
-- statement that writes cards or card_sets (in that statement's transaction, so the new version and the new rows
-- become visible together).
INSERT INTO "card_catalogue_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "card_catalogue_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "card_catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "card_sets_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_sets"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_catalogue_bump_version"();--> statement-breakpoint
CREATE TRIGGER "cards_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cards"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_catalogue_bump_version"();--> statement-breakpoint
-- End of the hand-edited part.
DROP INDEX "cards_set_id_number_idx";--> statement-breakpoint
DROP INDEX "decks_user_id_updated_at_idx";--> statement-breakpoint
-- Hand-edited: the old default goes first, so changing the type converts only the stored decks.
ALTER TABLE "decks" ALTER COLUMN "cards" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "cards" SET DATA TYPE json USING "cards"::json;--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "cards" SET DEFAULT '[]'::json;--> statement-breakpoint
-- Hand-edited: pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so the database owner may create
-- it; the trigram index below needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "number_key" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "digit_key" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "number_sort" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "release_date" date;--> statement-breakpoint
-- Hand-edited: an existing catalogue gets its keys here, computed as the importer computes them (catalogue.ts).
UPDATE "cards" SET
	"number_key" = regexp_replace(upper(btrim("number")), '^([A-Z-]*)0+([0-9])', '\1\2'),
	"number_sort" = (substring("number" from '[0-9]{1,9}'))::int,
	"release_date" = (SELECT s."release_date" FROM "card_sets" s WHERE s."id" = "cards"."set_id");--> statement-breakpoint
UPDATE "cards" SET "digit_key" = regexp_replace("number_key", '^[A-Z-]+', '');--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "number_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "digit_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "cards_name_search_trgm_idx" ON "cards" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "cards_search_order_idx" ON "cards" USING btree ("release_date" DESC NULLS LAST,"set_id","number_sort","number","id");--> statement-breakpoint
CREATE INDEX "cards_set_id_number_key_idx" ON "cards" USING btree ("set_id","number_key");--> statement-breakpoint
CREATE INDEX "cards_set_id_digit_key_idx" ON "cards" USING btree ("set_id","digit_key");--> statement-breakpoint
CREATE INDEX "decks_user_id_updated_at_idx" ON "decks" USING btree ("user_id","updated_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);