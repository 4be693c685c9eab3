ALTER TABLE "water_intake" ADD COLUMN "last_glass_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "is_quiet_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "quiet_from" text DEFAULT '22:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "quiet_until" text DEFAULT '08:00' NOT NULL;