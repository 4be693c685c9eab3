CREATE TABLE "client_home_summaries" (
	"client_id" text PRIMARY KEY NOT NULL,
	"measurement_count" integer DEFAULT 0 NOT NULL,
	"first_measurement" json,
	"latest_measurement" json,
	"goals" json DEFAULT '[]'::json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_home_summaries" ADD CONSTRAINT "client_home_summaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #17, ADR 0041. The client home read its measurement
-- count, first and newest measurement and goals live on every visit: about 25 plan nodes of executor
-- work, four times the diary day's cost to PostgreSQL, for blocks that change only when the dietitian
-- writes a measurement or a goal (or the client ticks a goal). They are kept here instead, as the home's
-- JSON, by the statement that writes them.
--
-- The JSON keys are the home's (measurementValueColumns, clientGoalColumns plus createdAt as
-- Date.toISOString() writes it); tests/api/home-me-summary.test.ts compares them with the modules' own
-- lists.

-- A measurement as the home shows it (the keys of measurementValueColumns).
CREATE OR REPLACE FUNCTION denge_home_measurement(m client_measurements) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', m.id, 'measurementDate', m.measurement_date, 'weight', m.weight,
    'fatRatio', m.fat_ratio, 'waterRatio', m.water_ratio, 'muscleRatio', m.muscle_ratio,
    'bodyComposition', m.body_composition, 'bellyFat', m.belly_fat, 'boneMass', m.bone_mass,
    'dailyCalories', m.daily_calories, 'metabolicAge', m.metabolic_age, 'chest', m.chest, 'waist', m.waist,
    'hip', m.hip)
$$;
--> statement-breakpoint
-- The refresh of some clients' summaries. Two transactions writing one client's rows must not each
-- recount without the other's rows: the refresh first makes sure the summary rows exist, then locks them
-- (in client id order, so two multi-client statements cannot deadlock), and only then recounts. Under
-- READ COMMITTED that statement takes a new snapshot, which holds every transaction that had locked the
-- row before.
CREATE OR REPLACE FUNCTION denge_refresh_client_home(client_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_home_summaries (client_id)
    SELECT id FROM clients WHERE id = ANY (client_ids) ORDER BY id
    ON CONFLICT (client_id) DO NOTHING;
  PERFORM 1 FROM client_home_summaries WHERE client_id = ANY (client_ids) ORDER BY client_id FOR UPDATE;
  UPDATE client_home_summaries AS summary SET
    measurement_count = (SELECT count(*) FROM client_measurements m WHERE m.client_id = summary.client_id),
    first_measurement = (SELECT denge_home_measurement(m)
      FROM (SELECT * FROM client_measurements WHERE client_id = summary.client_id
        ORDER BY measurement_date ASC, created_at ASC LIMIT 1) AS m),
    latest_measurement = (SELECT denge_home_measurement(m)
      FROM (SELECT * FROM client_measurements WHERE client_id = summary.client_id
        ORDER BY measurement_date DESC, created_at DESC LIMIT 1) AS m),
    goals = (SELECT coalesce(json_agg(json_build_object('id', cg.id, 'title', g.title,
        'description', g.description, 'startDate', cg.start_date, 'endDate', cg.end_date,
        'completed', cg.completed,
        'createdAt', to_char(cg.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        ORDER BY cg.created_at DESC, cg.id DESC), '[]'::json)
      FROM client_goals cg INNER JOIN goals g ON g.id = cg.goal_id WHERE cg.client_id = summary.client_id)
  WHERE summary.client_id = ANY (client_ids);
END;
$$;
--> statement-breakpoint
-- The clients a statement on client_measurements or client_goals touched (an update may move a row
-- from one client to another: both are refreshed). TRUNCATE refreshes every summary.
CREATE OR REPLACE FUNCTION denge_refresh_client_home_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM denge_refresh_client_home(ARRAY(SELECT DISTINCT client_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM denge_refresh_client_home(ARRAY(SELECT DISTINCT client_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM denge_refresh_client_home(ARRAY(SELECT client_id FROM old_rows UNION SELECT client_id FROM new_rows));
  ELSE
    PERFORM denge_refresh_client_home(ARRAY(SELECT client_id FROM client_home_summaries));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A goal's title or description is part of every assigned client's goal list.
CREATE OR REPLACE FUNCTION denge_refresh_client_home_of_goals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM denge_refresh_client_home(ARRAY(
    SELECT DISTINCT cg.client_id FROM new_rows n
      INNER JOIN old_rows o ON o.id = n.id
      INNER JOIN client_goals cg ON cg.goal_id = n.id
    WHERE (n.title, n.description) IS DISTINCT FROM (o.title, o.description)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Named client_home_… so they fire before the row counters (count_…, migration 0012): every writer then
-- takes the summary rows' locks before the counter row's, in one order.
CREATE TRIGGER client_home_measurements_insert AFTER INSERT ON client_measurements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_measurements_update AFTER UPDATE ON client_measurements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_measurements_delete AFTER DELETE ON client_measurements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_measurements_truncate AFTER TRUNCATE ON client_measurements FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_client_goals_insert AFTER INSERT ON client_goals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_client_goals_update AFTER UPDATE ON client_goals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_client_goals_delete AFTER DELETE ON client_goals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_client_goals_truncate AFTER TRUNCATE ON client_goals FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_rows();
--> statement-breakpoint
CREATE TRIGGER client_home_goals_update AFTER UPDATE ON goals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_refresh_client_home_of_goals();
--> statement-breakpoint
SELECT denge_refresh_client_home(ARRAY(SELECT id FROM clients));
