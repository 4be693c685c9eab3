CREATE TABLE "mail_consents" (
	"client_id" text PRIMARY KEY NOT NULL,
	"is_consented" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'client' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	CONSTRAINT "mail_consents_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "mail_send_recipients" (
	"send_id" uuid NOT NULL,
	"email" text NOT NULL,
	"client_id" text,
	"name" text NOT NULL,
	"outbox_id" uuid NOT NULL,
	CONSTRAINT "mail_send_recipients_send_id_email_pk" PRIMARY KEY("send_id","email")
);
--> statement-breakpoint
CREATE TABLE "mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_consents" ADD CONSTRAINT "mail_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_send_recipients" ADD CONSTRAINT "mail_send_recipients_send_id_mail_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."mail_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_send_recipients" ADD CONSTRAINT "mail_send_recipients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_send_recipients_outbox_idx" ON "mail_send_recipients" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "mail_sends_created_idx" ON "mail_sends" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (keep when regenerating): consent changes are evidence under the İYS rules, so they go
-- into the audit trail like the other client data (function from 0005_audit_trail).
CREATE TRIGGER audit_mail_consents AFTER INSERT OR UPDATE OR DELETE ON mail_consents FOR EACH ROW EXECUTE FUNCTION denge_audit_row('client_id');
