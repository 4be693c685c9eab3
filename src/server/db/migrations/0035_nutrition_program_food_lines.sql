CREATE TABLE "nutrition_program_food_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"day" text NOT NULL,
	"meal" text NOT NULL,
	"position" integer NOT NULL,
	"food_item_id" uuid NOT NULL,
	"grams" double precision,
	"measure" text,
	"measure_count" double precision,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "nutrition_program_food_lines_slot_key" UNIQUE("program_id","day","meal","position"),
	CONSTRAINT "nutrition_program_food_lines_amount" CHECK (("nutrition_program_food_lines"."grams" > 0 and "nutrition_program_food_lines"."measure" is null and "nutrition_program_food_lines"."measure_count" is null) or ("nutrition_program_food_lines"."grams" is null and "nutrition_program_food_lines"."measure" is not null and "nutrition_program_food_lines"."measure_count" > 0))
);
--> statement-breakpoint
ALTER TABLE "nutrition_programs" ADD COLUMN "food_lines_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD CONSTRAINT "nutrition_program_food_lines_program_id_nutrition_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."nutrition_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD CONSTRAINT "nutrition_program_food_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD CONSTRAINT "nutrition_program_food_lines_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutrition_program_food_lines_food_idx" ON "nutrition_program_food_lines" USING btree ("food_item_id");--> statement-breakpoint
-- A programme's food lines are a client's clinical data: every write is in the audit trail like the programme itself (migration 0005).
CREATE TRIGGER audit_nutrition_program_food_lines AFTER INSERT OR UPDATE OR DELETE ON nutrition_program_food_lines FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
