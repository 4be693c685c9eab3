DROP INDEX "exercises_name_idx";--> statement-breakpoint
CREATE INDEX "exercises_name_turkish_idx" ON "exercises" USING btree ((denge_turkish_sort_key("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "products_name_turkish_idx" ON "products" USING btree ((denge_turkish_sort_key("name") collate "C"),"id");