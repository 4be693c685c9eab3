CREATE TABLE "nutrition_program_template_food_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"day" text NOT NULL,
	"meal" text NOT NULL,
	"position" integer NOT NULL,
	"food_item_id" uuid NOT NULL,
	"grams" double precision,
	"measure" text,
	"measure_count" double precision,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "nutrition_program_template_food_lines_slot_key" UNIQUE("template_id","day","meal","position"),
	CONSTRAINT "nutrition_program_template_food_lines_amount" CHECK (("nutrition_program_template_food_lines"."grams" > 0 and "nutrition_program_template_food_lines"."measure" is null and "nutrition_program_template_food_lines"."measure_count" is null) or ("nutrition_program_template_food_lines"."grams" is null and "nutrition_program_template_food_lines"."measure" is not null and "nutrition_program_template_food_lines"."measure_count" > 0))
);
--> statement-breakpoint
CREATE TABLE "nutrition_program_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"meals" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_program_templates_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "nutrition_program_template_food_lines" ADD CONSTRAINT "nutrition_program_template_food_lines_template_id_nutrition_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."nutrition_program_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_program_template_food_lines" ADD CONSTRAINT "nutrition_program_template_food_lines_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutrition_program_template_food_lines_food_idx" ON "nutrition_program_template_food_lines" USING btree ("food_item_id");--> statement-breakpoint
-- Templates are the practice's records, like goals (migration 0005): every write is in the audit trail, with no client.
CREATE TRIGGER audit_nutrition_program_templates AFTER INSERT OR UPDATE OR DELETE ON nutrition_program_templates FOR EACH ROW EXECUTE FUNCTION denge_audit_row('none');--> statement-breakpoint
CREATE TRIGGER audit_nutrition_program_template_food_lines AFTER INSERT OR UPDATE OR DELETE ON nutrition_program_template_food_lines FOR EACH ROW EXECUTE FUNCTION denge_audit_row('none');
