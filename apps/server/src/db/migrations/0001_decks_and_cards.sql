CREATE TABLE "decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Uncategorized' NOT NULL,
	"pokemon_sprite" text,
	"secondary_pokemon_sprite" text,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"ptcgo_code" text,
	"printed_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"release_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"set_id" text NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"supertype" text NOT NULL,
	"subtypes" text[] DEFAULT '{}'::text[] NOT NULL,
	"number" text NOT NULL,
	"regulation_mark" text,
	"national_pokedex_numbers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"image_small" text,
	"image_large" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited: before this migration no deck existed, so no stored active deck id can name one; clear them so the
-- type change and the foreign key below cannot fail on old values.
UPDATE "users" SET "active_deck_id" = NULL WHERE "active_deck_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "active_deck_id" SET DATA TYPE uuid USING "active_deck_id"::uuid;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_set_id_card_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."card_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decks_user_id_updated_at_idx" ON "decks" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_sets_ptcgo_code_idx" ON "card_sets" USING btree ("ptcgo_code");--> statement-breakpoint
CREATE INDEX "cards_name_search_idx" ON "cards" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cards_set_id_number_idx" ON "cards" USING btree ("set_id","number");--> statement-breakpoint
CREATE INDEX "cards_supertype_idx" ON "cards" USING btree ("supertype");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_deck_id_decks_id_fk" FOREIGN KEY ("active_deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;