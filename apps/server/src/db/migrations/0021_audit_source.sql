ALTER TABLE "audit_log" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_source_check" CHECK (source in ('app', 'cli'));