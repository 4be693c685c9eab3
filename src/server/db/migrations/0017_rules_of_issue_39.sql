-- Hand-written (keep when regenerating), issue #39, ADR 0056: the sort key of a name in Turkish
-- alphabetical order, the same as turkishSortKey() of src/shared/text.ts (tests/api/turkish-order.test.ts
-- compares them letter by letter). Each letter, upper and lower case, becomes one ASCII character in
-- alphabetical order; compared with COLLATE "C" the keys sort as a Turkish dictionary does, on PGlite
-- (no ICU) and on any PostgreSQL server's collation alike.
CREATE OR REPLACE FUNCTION denge_turkish_sort_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(name,
    'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ',
    'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[\\]]^^__``AALLZZ')
$$;
--> statement-breakpoint
CREATE TABLE "demo_practice_loads" (
	"is_loaded" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_practice_loads_one_row" CHECK ("demo_practice_loads"."is_loaded")
);
--> statement-breakpoint
DROP INDEX "food_items_name_idx";--> statement-breakpoint
DROP INDEX "clients_name_idx";--> statement-breakpoint
DROP INDEX "orders_customer_name_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "food_items_name_turkish_idx" ON "food_items" USING btree ((denge_turkish_sort_key("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "clients_name_turkish_idx" ON "clients" USING btree ((denge_turkish_sort_key("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_turkish_idx" ON "orders" USING btree ((denge_turkish_sort_key("customer_name") collate "C"),"id");
--> statement-breakpoint
-- Hand-written (keep when regenerating), issue #39, ADR 0055: a database that already holds the demo
-- practice (one of its accounts) had it loaded before this table existed; record that, so it is not
-- loaded a second time into a practice that deleted part of it.
INSERT INTO "demo_practice_loads" ("is_loaded")
  SELECT true WHERE EXISTS (
    SELECT 1 FROM "auth_users" WHERE "email" IN ('diyetisyen@example.com', 'danisan@example.com', 'danisan2@example.com', 'danisan3@example.com'));
