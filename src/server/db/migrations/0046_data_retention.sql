CREATE TABLE "data_destruction_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"run_on" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"period" integer NOT NULL,
	"unit" text NOT NULL,
	"cut_off" timestamp with time zone NOT NULL,
	"destroyed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"visitor_appointments_months" integer DEFAULT 12 NOT NULL,
	"canceled_unpaid_orders_months" integer DEFAULT 12 NOT NULL,
	"expired_sessions_days" integer DEFAULT 30 NOT NULL,
	"visitor_statistics_months" integer DEFAULT 24 NOT NULL,
	"sent_mail_days" integer DEFAULT 30 NOT NULL,
	"closed_kvkk_requests_months" integer DEFAULT 36 NOT NULL,
	"access_log_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "retention_settings_single_row" CHECK ("retention_settings"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_destruction_runs_kind_day_key" ON "data_destruction_runs" USING btree ("kind","run_on");--> statement-breakpoint
CREATE INDEX "data_destruction_runs_ran_at_idx" ON "data_destruction_runs" USING btree ("ran_at" DESC NULLS LAST);--> statement-breakpoint
-- The settings form saves at the version it read (ADR 0053).
CREATE TRIGGER bump_version BEFORE UPDATE ON retention_settings FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
-- The periodic destruction took over the sent outbox rows (retention.destroy-expired-data).
DELETE FROM scheduled_jobs WHERE name = 'mail.prune-sent-outbox';
