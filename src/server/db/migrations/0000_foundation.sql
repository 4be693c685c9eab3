CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'client' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calorie_diary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"food_item_id" uuid,
	"food_name" text NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"portion_grams" double precision DEFAULT 100 NOT NULL,
	"quantity" double precision DEFAULT 1 NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calorie_diary_quantity_min" CHECK ("calorie_diary"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "client_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"goal_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"measurement_date" date NOT NULL,
	"weight" double precision NOT NULL,
	"fat_ratio" double precision NOT NULL,
	"water_ratio" double precision NOT NULL,
	"muscle_ratio" double precision NOT NULL,
	"body_composition" double precision NOT NULL,
	"belly_fat" double precision NOT NULL,
	"bone_mass" double precision NOT NULL,
	"daily_calories" double precision NOT NULL,
	"metabolic_age" double precision NOT NULL,
	"chest" double precision NOT NULL,
	"waist" double precision NOT NULL,
	"hip" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gif_url" text NOT NULL,
	"duration" integer NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_duration_min" CHECK ("exercises"."duration" >= 1)
);
--> statement-breakpoint
CREATE TABLE "food_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"serving_size" double precision DEFAULT 100 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_items_serving_positive" CHECK ("food_items"."serving_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"target_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_value_min" CHECK ("goals"."target_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"monday_breakfast" text DEFAULT '' NOT NULL,
	"monday_morning_snack" text DEFAULT '' NOT NULL,
	"monday_lunch" text DEFAULT '' NOT NULL,
	"monday_afternoon_snack" text DEFAULT '' NOT NULL,
	"monday_dinner" text DEFAULT '' NOT NULL,
	"monday_evening_snack" text DEFAULT '' NOT NULL,
	"tuesday_breakfast" text DEFAULT '' NOT NULL,
	"tuesday_morning_snack" text DEFAULT '' NOT NULL,
	"tuesday_lunch" text DEFAULT '' NOT NULL,
	"tuesday_afternoon_snack" text DEFAULT '' NOT NULL,
	"tuesday_dinner" text DEFAULT '' NOT NULL,
	"tuesday_evening_snack" text DEFAULT '' NOT NULL,
	"wednesday_breakfast" text DEFAULT '' NOT NULL,
	"wednesday_morning_snack" text DEFAULT '' NOT NULL,
	"wednesday_lunch" text DEFAULT '' NOT NULL,
	"wednesday_afternoon_snack" text DEFAULT '' NOT NULL,
	"wednesday_dinner" text DEFAULT '' NOT NULL,
	"wednesday_evening_snack" text DEFAULT '' NOT NULL,
	"thursday_breakfast" text DEFAULT '' NOT NULL,
	"thursday_morning_snack" text DEFAULT '' NOT NULL,
	"thursday_lunch" text DEFAULT '' NOT NULL,
	"thursday_afternoon_snack" text DEFAULT '' NOT NULL,
	"thursday_dinner" text DEFAULT '' NOT NULL,
	"thursday_evening_snack" text DEFAULT '' NOT NULL,
	"friday_breakfast" text DEFAULT '' NOT NULL,
	"friday_morning_snack" text DEFAULT '' NOT NULL,
	"friday_lunch" text DEFAULT '' NOT NULL,
	"friday_afternoon_snack" text DEFAULT '' NOT NULL,
	"friday_dinner" text DEFAULT '' NOT NULL,
	"friday_evening_snack" text DEFAULT '' NOT NULL,
	"saturday_breakfast" text DEFAULT '' NOT NULL,
	"saturday_morning_snack" text DEFAULT '' NOT NULL,
	"saturday_lunch" text DEFAULT '' NOT NULL,
	"saturday_afternoon_snack" text DEFAULT '' NOT NULL,
	"saturday_dinner" text DEFAULT '' NOT NULL,
	"saturday_evening_snack" text DEFAULT '' NOT NULL,
	"sunday_breakfast" text DEFAULT '' NOT NULL,
	"sunday_morning_snack" text DEFAULT '' NOT NULL,
	"sunday_lunch" text DEFAULT '' NOT NULL,
	"sunday_afternoon_snack" text DEFAULT '' NOT NULL,
	"sunday_dinner" text DEFAULT '' NOT NULL,
	"sunday_evening_snack" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_programs_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "water_intake" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"date" date NOT NULL,
	"glasses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "water_intake_client_date_key" UNIQUE("client_id","date"),
	CONSTRAINT "water_intake_glasses_min" CHECK ("water_intake"."glasses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"start_date" date NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calorie_diary" ADD CONSTRAINT "calorie_diary_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calorie_diary" ADD CONSTRAINT "calorie_diary_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_goals" ADD CONSTRAINT "client_goals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_goals" ADD CONSTRAINT "client_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_measurements" ADD CONSTRAINT "client_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_programs" ADD CONSTRAINT "nutrition_programs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_intake" ADD CONSTRAINT "water_intake_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "calorie_diary_client_date_idx" ON "calorie_diary" USING btree ("client_id","date","created_at");--> statement-breakpoint
CREATE INDEX "client_goals_client_created_idx" ON "client_goals" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_goals_goal_idx" ON "client_goals" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "client_goals_created_idx" ON "client_goals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_measurements_client_date_idx" ON "client_measurements" USING btree ("client_id","measurement_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercises_name_idx" ON "exercises" USING btree ("name");--> statement-breakpoint
CREATE INDEX "food_items_name_idx" ON "food_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "notifications_client_created_idx" ON "notifications" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");