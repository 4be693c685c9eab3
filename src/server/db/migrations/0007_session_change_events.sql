-- Issue #17: every process keeps signed-in users by session cookie for a short while
-- (src/server/auth/session-cache.ts). These triggers announce, on the live-events channel, every
-- change that must end that cache for an account at once: a session deleted (sign-out, revocation,
-- password change, account deletion, better-auth's own clean-up), a session cut short, and a change
-- of the account's role, e-mail, name or ban. The announcement is sent on commit, to every process.
CREATE OR REPLACE FUNCTION denge_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_id text;
BEGIN
  IF TG_TABLE_NAME = 'auth_sessions' THEN
    account_id := OLD.user_id;
  ELSE
    account_id := OLD.id;
  END IF;
  PERFORM pg_notify(
    'denge_live_events',
    json_build_object('type', 'session.ended', 'clientId', account_id, 'data', NULL)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER announce_session_deleted AFTER DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION denge_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER announce_session_shortened AFTER UPDATE OF expires_at ON auth_sessions FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION denge_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER announce_account_changed AFTER UPDATE ON auth_users FOR EACH ROW WHEN (
  NEW.role IS DISTINCT FROM OLD.role
  OR NEW.email IS DISTINCT FROM OLD.email
  OR NEW.name IS DISTINCT FROM OLD.name
  OR NEW.banned IS DISTINCT FROM OLD.banned
) EXECUTE FUNCTION denge_announce_session_change();
