CREATE TABLE "reminder_deliveries" (
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_pkey" PRIMARY KEY("client_id","kind","slot")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"client_id" text PRIMARY KEY NOT NULL,
	"is_water_on" boolean DEFAULT false NOT NULL,
	"water_every_hours" integer DEFAULT 2 NOT NULL,
	"water_from" text DEFAULT '09:00' NOT NULL,
	"water_until" text DEFAULT '21:00' NOT NULL,
	"meals" jsonb NOT NULL,
	"is_weigh_in_on" boolean DEFAULT false NOT NULL,
	"weigh_in_day" text DEFAULT 'monday' NOT NULL,
	"weigh_in_time" text DEFAULT '08:00' NOT NULL,
	"is_email_fallback_on" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_slot_idx" ON "reminder_deliveries" USING btree ("slot");