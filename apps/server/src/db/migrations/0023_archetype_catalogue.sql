CREATE TABLE "removed_catalogue_archetypes" (
	"key" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_categories" ADD COLUMN "catalogue_key" text;--> statement-breakpoint
ALTER TABLE "deck_categories" ADD COLUMN "admin_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_category_state" ADD COLUMN "catalogue_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_categories_catalogue_key" ON "deck_categories" USING btree ("catalogue_key");