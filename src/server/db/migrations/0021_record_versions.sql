ALTER TABLE "appointment_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_goals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_measurements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "about_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fixed_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_panel_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #39, ADR 0053: saves at the version the form read.
-- Every row an edit form saves has a version that PostgreSQL itself moves on by one whenever the row
-- changes, whatever code path changed it (an admin's form, a client's own profile, a toggle in a list);
-- a save names the version its form read and writes only while the row is still at it
-- (src/server/db/record-versions.ts). A statement that changes nothing but updated_at (a save of the
-- same values) leaves the version where it is, and so does a change of the columns named as the
-- trigger's arguments: what the server keeps by itself and no form writes (stock, coupon use, list
-- positions, the calendar feed's secret, the logo, which its own screen replaces without a form).
CREATE OR REPLACE FUNCTION denge_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unversioned text[] := ARRAY['version', 'updated_at'] || coalesce(TG_ARGV, ARRAY[]::text[]);
BEGIN
  IF (to_jsonb(NEW) - unversioned) IS DISTINCT FROM (to_jsonb(OLD) - unversioned) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON clients FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON client_measurements FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON client_goals FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON nutrition_programs FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON exercises FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON appointments FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON appointment_settings FOR EACH ROW EXECUTE FUNCTION denge_bump_version('calendar_token');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION denge_bump_version('stock_quantity');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON coupons FOR EACH ROW EXECUTE FUNCTION denge_bump_version('used_count');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON bank_accounts FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON menus FOR EACH ROW EXECUTE FUNCTION denge_bump_version('order_number');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON sliders FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON about_sections FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON services FOR EACH ROW EXECUTE FUNCTION denge_bump_version('order_number');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON testimonials FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON fixed_sections FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON team_settings FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON team_members FOR EACH ROW EXECUTE FUNCTION denge_bump_version('order_number');
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON blog_posts FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON admin_panel_settings FOR EACH ROW EXECUTE FUNCTION denge_bump_version('logo_key', 'logo_url');
--> statement-breakpoint
-- The audit trail (migration 0005) leaves the version out of before/after: it is bookkeeping, not data,
-- and an update that moved nothing else is not recorded, as before.
CREATE OR REPLACE FUNCTION denge_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token' - 'version';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token' - 'version';
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> 'password') IS DISTINCT FROM (to_jsonb(NEW) ->> 'password') THEN
    new_row := new_row || '{"password_changed": true}'::jsonb;
  END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL;
  END IF;
  row_data := coalesce(new_row, old_row);
  INSERT INTO audit_log (actor_id, actor_role, request_id, action, entity, entity_id, client_id, before, after)
  VALUES (
    nullif(current_setting('denge.actor_id', true), ''),
    nullif(current_setting('denge.actor_role', true), ''),
    nullif(current_setting('denge.request_id', true), ''),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME,
    row_data ->> 'id',
    CASE WHEN TG_ARGV[0] = 'none' THEN NULL ELSE row_data ->> TG_ARGV[0] END,
    old_row,
    new_row
  );
  RETURN NULL;
END;
$$;
