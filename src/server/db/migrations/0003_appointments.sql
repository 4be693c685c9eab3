CREATE TABLE "appointment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"working_days" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"breaks" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"calendar_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_single_row" CHECK ("appointment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_name" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_format" CHECK ("appointments"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_key" ON "appointments" USING btree ("date","time") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "appointments_date_time_idx" ON "appointments" USING btree ("date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_days_day_hash_key" ON "visitor_days" USING btree ("day","visitor_hash");--> statement-breakpoint
CREATE INDEX "visitor_days_last_seen_idx" ON "visitor_days" USING btree ("last_seen_at");