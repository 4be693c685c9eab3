-- Issue #39 item 2, ADR 0053: a visitor reading a post counts a view (view_count + 1), and that moved the
-- post's version, so the dietitian's open edit form was refused as stale whenever anyone read the post.
-- The count is kept by the server, no form holds it: like stock or list positions, it moves no version.
DROP TRIGGER IF EXISTS bump_version ON blog_posts;
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON blog_posts FOR EACH ROW EXECUTE FUNCTION denge_bump_version('view_count');
