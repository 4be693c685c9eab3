ALTER TABLE "appointment_settings" ADD COLUMN "meeting_url_template" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_meeting_url_online" CHECK ("appointments"."meeting_url" is null or "appointments"."mode" = 'online');