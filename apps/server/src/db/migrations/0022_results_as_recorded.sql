ALTER TABLE "tcg_matches" ADD COLUMN "time_called" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD COLUMN "special_result" text;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "time_called" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "special_result" text;--> statement-breakpoint
ALTER TABLE "tcg_matches" ADD CONSTRAINT "tcg_matches_special_result_check" CHECK ("tcg_matches"."special_result" in ('id', 'bye', 'no-show'));--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD CONSTRAINT "vgc_matches_special_result_check" CHECK ("vgc_matches"."special_result" in ('id', 'bye', 'no-show'));