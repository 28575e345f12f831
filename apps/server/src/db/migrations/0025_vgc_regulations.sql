CREATE TABLE "removed_built_in_regulations" (
	"key" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vgc_regulation_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_in_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vgc_regulations" (
	"code" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"mechanic" text NOT NULL,
	"showdown_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted_limit" integer,
	"banned_pokemon" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"built_in_key" text,
	"admin_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vgc_regulations_built_in_key" ON "vgc_regulations" USING btree ("built_in_key");--> statement-breakpoint
-- The built-in regulations of core's BUILT_IN_REGULATIONS, version 1 (issue 29); later versions are applied by the
-- server on start without overwriting admin edits (modules/vgc-regulations/builtIn.ts).
INSERT INTO "vgc_regulations" ("code", "game", "mechanic", "showdown_formats", "restricted_limit", "banned_pokemon", "notes", "built_in_key") VALUES
	('M-A', 'Pokémon Champions', 'mega', ARRAY['gen9championsvgc2026regma', 'gen9championsvgc2026regmabo3']::text[], NULL, '{}'::text[], '', 'M-A'),
	('M-B', 'Pokémon Champions', 'mega', ARRAY['gen9championsvgc2026regmb', 'gen9championsvgc2026regmbbo3']::text[], NULL, '{}'::text[], '', 'M-B'),
	('M-C', 'Pokémon Champions', 'mega', ARRAY['gen9championsvgc2026regmc', 'gen9championsvgc2026regmcbo3']::text[], NULL, '{}'::text[], '', 'M-C'),
	('A', 'Scarlet & Violet', 'tera', '{}'::text[], 0, '{}'::text[], '', 'A'),
	('B', 'Scarlet & Violet', 'tera', '{}'::text[], 0, '{}'::text[], '', 'B'),
	('C', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2023regulationc']::text[], 0, '{}'::text[], '', 'C'),
	('D', 'Scarlet & Violet', 'tera', '{}'::text[], 0, '{}'::text[], '', 'D'),
	('E', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2023regulatione']::text[], 0, '{}'::text[], '', 'E'),
	('F', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2026regf', 'gen9vgc2026regfbo3']::text[], 0, '{}'::text[], '', 'F'),
	('G', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2024regg', 'gen9vgc2024reggbo3', 'gen9vgc2025regg', 'gen9vgc2025reggbo3']::text[], 1, '{}'::text[], '', 'G'),
	('H', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2024regh', 'gen9vgc2025regh']::text[], 0, '{}'::text[], '', 'H'),
	('I', 'Scarlet & Violet', 'tera', ARRAY['gen9vgc2025regi', 'gen9vgc2025regibo3']::text[], 2, '{}'::text[], '', 'I');--> statement-breakpoint
INSERT INTO "vgc_regulation_state" ("id", "built_in_version") VALUES (1, 1);
