-- ADR 0064: every public read a process keeps (realtime/kept-reads.ts: the site, the home page, the
-- blog list; the products since 0013_shop_change_events) is dropped by an announcement from the
-- tables it reads, not by calls the services must remember. These triggers announce, on the
-- live-events channel, every statement that changes one of those tables, on commit, to every process;
-- PostgreSQL folds the identical notifications of one transaction into one. A blog post's view count
-- rises on every read of the post and no kept read shows it, so that column alone announces nothing.
CREATE OR REPLACE FUNCTION denge_announce_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('denge_live_events', '{"type":"content.changed","clientId":"","data":null}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON about_sections FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fixed_sections FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_settings FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_panel_settings FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
--> statement-breakpoint
CREATE TRIGGER announce_content_changed_on_update AFTER UPDATE OF title, slug, content, image_url, image_key, summary, author, read_time, is_active, meta_title, meta_description, keywords, created_at, updated_at ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_content_change();
