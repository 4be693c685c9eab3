CREATE TABLE "water_glass_receipts" (
	"client_id" text NOT NULL,
	"client_glass_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_glass_receipts_pkey" PRIMARY KEY("client_id","client_glass_id")
);
--> statement-breakpoint
ALTER TABLE "calorie_diary" ADD COLUMN "client_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "water_glass_receipts" ADD CONSTRAINT "water_glass_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calorie_diary" ADD CONSTRAINT "calorie_diary_client_entry_key" UNIQUE("client_id","client_entry_id");