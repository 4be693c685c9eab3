CREATE TABLE "admin_favourite_foods" (
	"admin_id" text NOT NULL,
	"food_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_favourite_foods_admin_id_food_item_id_pk" PRIMARY KEY("admin_id","food_item_id")
);
--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD COLUMN "alternative_of" integer;--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD COLUMN "saved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "nutrition_program_template_food_lines" ADD COLUMN "alternative_of" integer;--> statement-breakpoint
ALTER TABLE "admin_favourite_foods" ADD CONSTRAINT "admin_favourite_foods_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_favourite_foods" ADD CONSTRAINT "admin_favourite_foods_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_favourite_foods_food_idx" ON "admin_favourite_foods" USING btree ("food_item_id");--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD CONSTRAINT "nutrition_program_food_lines_alternative_fk" FOREIGN KEY ("program_id","day","meal","alternative_of") REFERENCES "public"."nutrition_program_food_lines"("program_id","day","meal","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_program_template_food_lines" ADD CONSTRAINT "nutrition_program_template_food_lines_alternative_fk" FOREIGN KEY ("template_id","day","meal","alternative_of") REFERENCES "public"."nutrition_program_template_food_lines"("template_id","day","meal","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutrition_program_food_lines_saved_idx" ON "nutrition_program_food_lines" USING btree ("saved_at");--> statement-breakpoint
ALTER TABLE "nutrition_program_food_lines" ADD CONSTRAINT "nutrition_program_food_lines_alternative_not_self" CHECK ("nutrition_program_food_lines"."alternative_of" <> "nutrition_program_food_lines"."position");--> statement-breakpoint
ALTER TABLE "nutrition_program_template_food_lines" ADD CONSTRAINT "nutrition_program_template_food_lines_alternative_not_self" CHECK ("nutrition_program_template_food_lines"."alternative_of" <> "nutrition_program_template_food_lines"."position");