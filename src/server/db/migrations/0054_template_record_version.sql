ALTER TABLE "nutrition_program_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The template's rename form saves at the version it read (ADR 0053, ADR 0086's amendment).
CREATE TRIGGER bump_version BEFORE UPDATE ON nutrition_program_templates FOR EACH ROW EXECUTE FUNCTION denge_bump_version();
