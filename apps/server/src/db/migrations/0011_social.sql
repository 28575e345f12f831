CREATE TABLE "match_group_shares" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"permission" text DEFAULT 'edit' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "match_group_shares_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "match_group_shares_permission_check" CHECK ("match_group_shares"."permission" in ('view', 'edit')),
	CONSTRAINT "match_group_shares_status_check" CHECK ("match_group_shares"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "match_group_tcg_matches" (
	"group_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "match_group_tcg_matches_group_id_match_id_pk" PRIMARY KEY("group_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_group_vgc_matches" (
	"group_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "match_group_vgc_matches_group_id_match_id_pk" PRIMARY KEY("group_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_groups_type_check" CHECK ("match_groups"."type" in ('tcg', 'vgc', 'mixed'))
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_from_user_id_to_user_id_pk" PRIMARY KEY("from_user_id","to_user_id"),
	CONSTRAINT "friend_requests_not_self_check" CHECK ("friend_requests"."from_user_id" <> "friend_requests"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "friendships_not_self_check" CHECK ("friendships"."user_id" <> "friendships"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"from_user_id" uuid,
	"group_id" uuid,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (type in ('friend_request', 'friend_accepted', 'group_invitation', 'group_invitation_accepted', 'group_invitation_declined', 'group_updated', 'group_deleted', 'group_access_changed', 'group_left'))
);
--> statement-breakpoint
ALTER TABLE "match_group_shares" ADD CONSTRAINT "match_group_shares_group_id_match_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."match_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_group_shares" ADD CONSTRAINT "match_group_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_group_tcg_matches" ADD CONSTRAINT "match_group_tcg_matches_group_id_match_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."match_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_group_tcg_matches" ADD CONSTRAINT "match_group_tcg_matches_match_id_tcg_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tcg_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_group_vgc_matches" ADD CONSTRAINT "match_group_vgc_matches_group_id_match_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."match_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_group_vgc_matches" ADD CONSTRAINT "match_group_vgc_matches_match_id_vgc_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."vgc_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_groups" ADD CONSTRAINT "match_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_match_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."match_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_group_shares_user_status_idx" ON "match_group_shares" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "match_group_tcg_matches_match_idx" ON "match_group_tcg_matches" USING btree ("match_id","added_at");--> statement-breakpoint
CREATE INDEX "match_group_vgc_matches_match_idx" ON "match_group_vgc_matches" USING btree ("match_id","added_at");--> statement-breakpoint
CREATE INDEX "match_groups_user_created_idx" ON "match_groups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "friend_requests_to_created_idx" ON "friend_requests" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "users_username_lower_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);