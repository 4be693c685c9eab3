CREATE TABLE "kvkk_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"verification_token_hash" text,
	"received_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kvkk_requests_verification_token_hash_unique" UNIQUE("verification_token_hash"),
	CONSTRAINT "kvkk_requests_closed_has_answer" CHECK ("kvkk_requests"."status" in ('new', 'in_progress') or "kvkk_requests"."answer" is not null)
);
--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD CONSTRAINT "kvkk_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kvkk_requests_received_idx" ON "kvkk_requests" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kvkk_requests_client_idx" ON "kvkk_requests" USING btree ("client_id","created_at");--> statement-breakpoint
-- Hand-written below (keep when regenerating). ADR 0085: the closed lists of the code, and the
-- requests join the audit trail like the other records of a person (migration 0005): who recorded
-- which answer stays provable. The e-mail link's token is kept only as its hash.
ALTER TABLE "kvkk_requests" ADD CONSTRAINT "kvkk_requests_kind_known" CHECK ("kind" in ('information', 'correction', 'erasure', 'objection'));--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD CONSTRAINT "kvkk_requests_status_known" CHECK ("status" in ('new', 'in_progress', 'answered', 'rejected'));--> statement-breakpoint
CREATE TRIGGER audit_kvkk_requests AFTER INSERT OR UPDATE OR DELETE ON kvkk_requests FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
