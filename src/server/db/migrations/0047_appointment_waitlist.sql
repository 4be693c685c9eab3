CREATE TABLE "appointment_waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"client_id" text,
	"leave_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_time" text
);
--> statement-breakpoint
CREATE TABLE "appointment_waitlist_offers" (
	"date" date NOT NULL,
	"time" text NOT NULL,
	"entry_id" uuid,
	"offered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_waitlist_offers_date_time_pk" PRIMARY KEY("date","time")
);
--> statement-breakpoint
ALTER TABLE "appointment_waitlist_entries" ADD CONSTRAINT "appointment_waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_waitlist_offers" ADD CONSTRAINT "appointment_waitlist_offers_entry_id_appointment_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."appointment_waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_waitlist_entries_day_email_key" ON "appointment_waitlist_entries" USING btree ("date","email");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_waitlist_entries_leave_token_key" ON "appointment_waitlist_entries" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE INDEX "appointment_waitlist_entries_waiting_idx" ON "appointment_waitlist_entries" USING btree ("date","created_at");