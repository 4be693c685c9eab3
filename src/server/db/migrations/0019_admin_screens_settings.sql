-- Hand-written (keep when regenerating), issue #39 item 12, ADR 0061. The home page settings held a
-- hero (title, description, picture) and a services list that no page showed: the home page's hero is
-- the hero fixed section and its carousel the services table (spec 3 §2.3, §7). Before the columns go:
-- the public meta description fell back to the hero description, so a site that never set one keeps
-- the text it showed; and the uploaded pictures only these columns used are let go (unattached), so
-- the storage job removes their files like any upload no record took.
UPDATE "site_settings" SET "meta_description" = "hero_description"
WHERE "meta_description" IS NULL AND btrim("hero_description") <> '';--> statement-breakpoint
UPDATE "stored_images" SET "attached_at" = NULL
WHERE "key" IN (
  SELECT "hero_image_key" FROM "site_settings" WHERE "hero_image_key" IS NOT NULL
  UNION
  SELECT "service"->>'imageKey' FROM "site_settings", jsonb_array_elements("services") AS "service"
  WHERE "service"->>'imageKey' IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_title";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_description";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_image";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_image_type";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hero_image_key";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "services";--> statement-breakpoint
-- Hand-written (keep when regenerating), issue #39 item 15, ADR 0062. The panel's default button colour
-- was red (#dc2626), the delete buttons' colour too; the default is now the site's teal and a red button
-- colour is refused. A panel that kept the old default (saved with other changes) takes the new one;
-- any other colour stays as its admin chose it.
UPDATE "admin_panel_settings" SET "button_background" = '#0f766e'
WHERE "button_background" = '#dc2626' AND "button_text" = '#ffffff';
