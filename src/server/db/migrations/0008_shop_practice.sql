DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_total_amount_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");