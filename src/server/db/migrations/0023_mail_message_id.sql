ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "outcome_unknown_at" timestamp with time zone;