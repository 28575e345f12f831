CREATE TABLE "vgc_match_user_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_match_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_lead_pairs" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"pair" text NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_lead_pairs_user_id_team_id_team_key_pair_pk" PRIMARY KEY("user_id","team_id","team_key","pair")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_opponents" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"opponent_key" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_opponents_user_id_team_id_team_key_opponent_key_pk" PRIMARY KEY("user_id","team_id","team_key","opponent_key")
);
--> statement-breakpoint
CREATE TABLE "vgc_team_totals" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_key" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vgc_team_totals_user_id_team_id_team_key_pk" PRIMARY KEY("user_id","team_id","team_key")
);
--> statement-breakpoint
ALTER TABLE "vgc_match_user_days" ADD CONSTRAINT "vgc_match_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_lead_pairs" ADD CONSTRAINT "vgc_team_lead_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_opponents" ADD CONSTRAINT "vgc_team_opponents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vgc_team_totals" ADD CONSTRAINT "vgc_team_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;