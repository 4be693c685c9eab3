CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_role" text,
	"request_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"client_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_client_id_at_idx" ON "audit_log" USING btree ("client_id","at");--> statement-breakpoint
-- Hand-written below (keep when regenerating): the triggers that fill the audit trail. Every create,
-- update and delete of clinical and account data is recorded with before/after, whatever code path
-- wrote it. The actor and the request id come from transaction-local settings the API sets
-- (src/server/audit/audit-actor.ts); secrets (password hashes, tokens) never enter the trail.
CREATE OR REPLACE FUNCTION denge_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token';
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
--> statement-breakpoint
CREATE TRIGGER audit_clients AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION denge_audit_row('id');
--> statement-breakpoint
CREATE TRIGGER audit_auth_users AFTER INSERT OR UPDATE OR DELETE ON auth_users FOR EACH ROW EXECUTE FUNCTION denge_audit_row('id');
--> statement-breakpoint
CREATE TRIGGER audit_auth_accounts AFTER INSERT OR UPDATE OR DELETE ON auth_accounts FOR EACH ROW EXECUTE FUNCTION denge_audit_row('user_id');
--> statement-breakpoint
CREATE TRIGGER audit_admin_users AFTER INSERT OR UPDATE OR DELETE ON admin_users FOR EACH ROW EXECUTE FUNCTION denge_audit_row('none');
--> statement-breakpoint
CREATE TRIGGER audit_client_measurements AFTER INSERT OR UPDATE OR DELETE ON client_measurements FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
--> statement-breakpoint
CREATE TRIGGER audit_goals AFTER INSERT OR UPDATE OR DELETE ON goals FOR EACH ROW EXECUTE FUNCTION denge_audit_row('none');
--> statement-breakpoint
CREATE TRIGGER audit_client_goals AFTER INSERT OR UPDATE OR DELETE ON client_goals FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
--> statement-breakpoint
CREATE TRIGGER audit_notifications AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
--> statement-breakpoint
CREATE TRIGGER audit_water_intake AFTER INSERT OR UPDATE OR DELETE ON water_intake FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
--> statement-breakpoint
CREATE TRIGGER audit_calorie_diary AFTER INSERT OR UPDATE OR DELETE ON calorie_diary FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
--> statement-breakpoint
CREATE TRIGGER audit_nutrition_programs AFTER INSERT OR UPDATE OR DELETE ON nutrition_programs FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
