ALTER TABLE "conversations" ADD COLUMN "practice_unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_practice_unread_idx" ON "conversations" USING btree ("last_message_at","client_id") WHERE "conversations"."practice_unread_count" > 0;--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #42 follow-up, ADR 0070 (amendment of 2026-11-28).
-- The inbox's unread filter looked for an unread client message in every conversation and counted them
-- for each row shown; the panel's badge counted every unread message. conversations.practice_unread_count
-- is that count, kept by statement-level triggers on messages (transition tables, as the row counters
-- of migration 0012): whatever writes messages — a send, a mark-read, a deleted client's cascade, the
-- KVKK erasure, a bulk load — moves the count by the rows it really changed. Each trigger adds a delta
-- (never a recount): UPDATE takes the conversation's row lock and adds to the committed value, so two
-- sends at once give 2, and a mark-read that races a send subtracts only the rows it marked. A
-- statement that changes no client message's unread state touches no conversation (migration 0027's
-- lesson: no lock held for nothing).
CREATE OR REPLACE FUNCTION denge_count_practice_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE conversations SET practice_unread_count = 0 WHERE practice_unread_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE conversations AS c SET practice_unread_count = c.practice_unread_count + d.delta
    FROM (SELECT client_id, count(*)::integer AS delta FROM new_rows
      WHERE sender_role = 'client' AND read_at IS NULL GROUP BY client_id) AS d
    WHERE c.client_id = d.client_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE conversations AS c SET practice_unread_count = c.practice_unread_count - d.delta
    FROM (SELECT client_id, count(*)::integer AS delta FROM old_rows
      WHERE sender_role = 'client' AND read_at IS NULL GROUP BY client_id) AS d
    WHERE c.client_id = d.client_id;
  ELSE
    -- An update may mark rows read (or unread again) and, in principle, move a row to another client.
    UPDATE conversations AS c SET practice_unread_count = c.practice_unread_count + d.delta
    FROM (SELECT client_id, sum(delta)::integer AS delta FROM (
        SELECT client_id, 1 AS delta FROM new_rows WHERE sender_role = 'client' AND read_at IS NULL
        UNION ALL
        SELECT client_id, -1 AS delta FROM old_rows WHERE sender_role = 'client' AND read_at IS NULL
      ) AS moves GROUP BY client_id HAVING sum(delta) <> 0) AS d
    WHERE c.client_id = d.client_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER count_practice_unread_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_practice_unread();
--> statement-breakpoint
CREATE TRIGGER count_practice_unread_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_practice_unread();
--> statement-breakpoint
CREATE TRIGGER count_practice_unread_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_practice_unread();
--> statement-breakpoint
CREATE TRIGGER count_practice_unread_truncate AFTER TRUNCATE ON messages FOR EACH STATEMENT EXECUTE FUNCTION denge_count_practice_unread();
--> statement-breakpoint
-- The count is derived from messages, whose own writes are in the audit trail: a change of the count
-- alone writes no audit row (as 'version', migration 0021), so a send or a mark-read adds no second
-- row for its conversation. Otherwise the function is migration 0021's.
CREATE OR REPLACE FUNCTION denge_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token' - 'version' - 'practice_unread_count';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW) - 'password' - 'access_token' - 'refresh_token' - 'id_token' - 'token' - 'version' - 'practice_unread_count';
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
-- The existing conversations' counts (no audit rows: the count alone changes).
UPDATE conversations AS c SET practice_unread_count = u.unread
FROM (SELECT client_id, count(*)::integer AS unread FROM messages
  WHERE sender_role = 'client' AND read_at IS NULL GROUP BY client_id) AS u
WHERE c.client_id = u.client_id;
