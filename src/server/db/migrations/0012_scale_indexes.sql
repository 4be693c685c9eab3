CREATE TABLE "table_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "client_goals_created_idx";--> statement-breakpoint
DROP INDEX "notifications_created_idx";--> statement-breakpoint
DROP INDEX "clients_created_at_idx";--> statement-breakpoint
CREATE INDEX "client_goals_created_id_idx" ON "client_goals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_created_id_idx" ON "notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_created_id_idx" ON "clients" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #17. The client search (list and pickers) looks
-- for the folded text anywhere in "name e-mail" (LIKE '%…%'), which no B-tree can serve: a trigram GIN
-- index can, so a search for one e-mail or a rare name reads a few rows instead of every client.
-- pg_trgm is a trusted extension (the database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Exact totals of the admin lists of notifications and client goals without counting every row: one
-- statement-level trigger per write kind adds or subtracts the rows of the statement (transition tables),
-- TRUNCATE sets zero. Only the table's own counter row is touched, so the lock order of a transaction is
-- the order of its statements (client_goals before notifications when a goal is assigned) and two
-- writers of one table wait for each other's commit instead of losing an update.
CREATE OR REPLACE FUNCTION denge_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE table_row_counts SET row_count = row_count + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE table_row_counts SET row_count = row_count - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE table_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER count_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_notifications_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_notifications_truncate AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_client_goals_insert AFTER INSERT ON client_goals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_client_goals_delete AFTER DELETE ON client_goals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_client_goals_truncate AFTER TRUNCATE ON client_goals FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
INSERT INTO table_row_counts (table_name, row_count)
VALUES ('notifications', (SELECT count(*) FROM notifications)), ('client_goals', (SELECT count(*) FROM client_goals));
