CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"target_id" uuid,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action in ('role.change', 'match.delete', 'feedback.delete', 'feedback.archive_all'))
);
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_type_check";--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_status_check";--> statement-breakpoint
-- Issue 17: the statuses are now new/answered/archived, and archived always equals status = 'archived'. Old rows
-- move before the new checks are added: archived rows → archived, resolved → answered, in-progress (and new) → new.
UPDATE "feedback" SET "status" = CASE WHEN "archived" THEN 'archived' WHEN "status" = 'resolved' THEN 'answered' ELSE 'new' END;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply_message" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_created_at_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_type_created_at_idx" ON "feedback" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tcg_matches_created_at_idx" ON "tcg_matches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vgc_matches_created_at_idx" ON "vgc_matches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_archived_status_check" CHECK ("feedback"."archived" = ("feedback"."status" = 'archived'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_type_check" CHECK (type in ('feedback', 'suggestion', 'bug'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_check" CHECK (status in ('new', 'answered', 'archived'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('friend_request', 'friend_accepted', 'group_invitation', 'group_invitation_accepted', 'group_invitation_declined', 'group_updated', 'group_deleted', 'group_access_changed', 'group_left', 'feedback_reply', 'match_removed'));