CREATE TABLE "diary_entry_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entry_photos_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
ALTER TABLE "diary_entry_photos" ADD CONSTRAINT "diary_entry_photos_entry_id_calorie_diary_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."calorie_diary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entry_photos" ADD CONSTRAINT "diary_entry_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entry_photos" ADD CONSTRAINT "diary_entry_photos_image_key_stored_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."stored_images"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_entry_photos_client_idx" ON "diary_entry_photos" USING btree ("client_id");