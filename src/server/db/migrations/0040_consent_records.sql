CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text,
	"appointment_id" uuid,
	"order_id" uuid,
	"legal_text_version_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"channel" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consent_records_one_subject" CHECK (num_nonnulls("consent_records"."client_id", "consent_records"."appointment_id", "consent_records"."order_id") = 1),
	CONSTRAINT "consent_records_withdraw_given_only" CHECK ("consent_records"."withdrawn_at" is null or "consent_records"."decision" = 'given')
);
--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD COLUMN "requires_reconsent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_legal_text_version_id_legal_text_versions_id_fk" FOREIGN KEY ("legal_text_version_id") REFERENCES "public"."legal_text_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_client_idx" ON "consent_records" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_appointment_idx" ON "consent_records" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "consent_records_order_idx" ON "consent_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consent_records_version_idx" ON "consent_records" USING btree ("legal_text_version_id");--> statement-breakpoint
-- Hand-written below (keep when regenerating). ADR 0081: the closed lists of the code, and a record
-- that is never changed except to mark the withdrawal of an açık rıza (once), or the erasure's
-- anonymising of an order's record (its address and browser emptied, nothing else).
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_decision_known" CHECK ("decision" IN ('acknowledged', 'given', 'withheld', 'accepted'));
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_channel_known" CHECK ("channel" IN ('ilk-giris', 'randevu', 'odeme', 'profil'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION denge_guard_consent_record_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS NOT DISTINCT FROM OLD.id
    AND NEW.client_id IS NOT DISTINCT FROM OLD.client_id
    AND NEW.appointment_id IS NOT DISTINCT FROM OLD.appointment_id
    AND NEW.order_id IS NOT DISTINCT FROM OLD.order_id
    AND NEW.legal_text_version_id IS NOT DISTINCT FROM OLD.legal_text_version_id
    AND NEW.decision IS NOT DISTINCT FROM OLD.decision
    AND NEW.channel IS NOT DISTINCT FROM OLD.channel
    AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at
  THEN
    -- The withdrawal: withdrawn_at set once, nothing else.
    IF OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL
      AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address
      AND NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent
    THEN
      RETURN NEW;
    END IF;
    -- The erasure's anonymising (ADR 0077/0081): address and browser emptied, nothing else.
    IF NEW.withdrawn_at IS NOT DISTINCT FROM OLD.withdrawn_at AND NEW.ip_address IS NULL AND NEW.user_agent IS NULL THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'a consent record is never changed, except to mark its withdrawal once';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER guard_consent_record_update BEFORE UPDATE ON consent_records FOR EACH ROW EXECUTE FUNCTION denge_guard_consent_record_update();
