CREATE TABLE "appointment_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_days_off_order" CHECK ("appointment_days_off"."end_date" >= "appointment_days_off"."start_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_days_off_range_key" ON "appointment_days_off" USING btree ("start_date","end_date");