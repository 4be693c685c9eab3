ALTER TABLE "appointment_settings" ADD COLUMN "self_service_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_id_idx" ON "appointments" USING btree ("client_id","date");--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_cutoff_range" CHECK ("appointment_settings"."self_service_cutoff_hours" between 0 and 336);--> statement-breakpoint
-- Hand-written below (keep when regenerating): the appointments join the audit trail, keyed by their
-- client, so a client's own bookings, cancellations and moves are on record with who made them (issue #44).
CREATE TRIGGER audit_appointments AFTER INSERT OR UPDATE OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
