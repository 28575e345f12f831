CREATE TABLE "tcg_match_logs" (
	"user_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "tcg_match_logs_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ptcgl_screen_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_match_logs" ADD CONSTRAINT "tcg_match_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_match_logs" ADD CONSTRAINT "tcg_match_logs_match_id_tcg_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tcg_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_match_logs_match_idx" ON "tcg_match_logs" USING btree ("match_id");