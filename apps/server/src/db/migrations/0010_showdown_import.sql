CREATE TABLE "vgc_match_replays" (
	"user_id" uuid NOT NULL,
	"replay_key" text NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "vgc_match_replays_user_id_replay_key_pk" PRIMARY KEY("user_id","replay_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "showdown_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vgc_match_replays" ADD CONSTRAINT "vgc_match_replays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_match_replays" ADD CONSTRAINT "vgc_match_replays_match_id_vgc_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."vgc_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vgc_match_replays_match_idx" ON "vgc_match_replays" USING btree ("match_id");