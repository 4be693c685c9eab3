CREATE TABLE "age_based_fat_ratios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gender" text NOT NULL,
	"age_start" integer NOT NULL,
	"age_end" integer NOT NULL,
	"excellent" double precision NOT NULL,
	"good" double precision NOT NULL,
	"average" double precision NOT NULL,
	"poor" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "age_based_fat_ratios_gender_ages_key" UNIQUE("gender","age_start","age_end"),
	CONSTRAINT "age_based_fat_ratios_ages" CHECK ("age_based_fat_ratios"."age_start" <= "age_based_fat_ratios"."age_end")
);
--> statement-breakpoint
CREATE TABLE "ideal_abdominal_fat_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"good" double precision NOT NULL,
	"average" double precision NOT NULL,
	"poor" double precision NOT NULL,
	"critical" double precision NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideal_body_composition_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hidden_fat" double precision NOT NULL,
	"high_weight" double precision NOT NULL,
	"durable_muscle" double precision NOT NULL,
	"under_exercise" double precision NOT NULL,
	"normal" double precision NOT NULL,
	"normal_lower" double precision NOT NULL,
	"thin" double precision NOT NULL,
	"thin_lower" double precision NOT NULL,
	"extremely_thin" double precision NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "nutrition_programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "ideal_abdominal_fat_values_created_idx" ON "ideal_abdominal_fat_values" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ideal_body_composition_values_created_idx" ON "ideal_body_composition_values" USING btree ("created_at" DESC NULLS LAST);